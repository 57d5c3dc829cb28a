import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthGateway, LoyaltyGateway, MarketingGateway, ledgerQuery, MARKETING_SUBSCRIPTION_ERROR, type MarketingSubscription } from '@vitrine/core';
import { BACKENDS, PASSWORD, type BackendClient, type ContractBackend } from './support/backends.js';

/**
 * Contract: MarketingGateway and LoyaltyGateway, written once and run against the sandbox (the ky
 * gateways over real HTTP) and the in-memory back end (shell-and-account.md §3, §5, §7; shopping.md
 * §5; decisions 0147, 0201-0203). The sandbox keeps what was sent: the last cases read it back
 * through its test-only submissions endpoint and mailbox.
 */

const subscription = (overrides: Partial<MarketingSubscription> = {}): MarketingSubscription => ({ emailAddress: 'new.shopper@example.com', gender: 'female', source: 'email-sign-up-modal', additionalBrands: [], ...overrides });
const catalogRequest = { firstName: 'Ada', lastName: 'Lovelace', address1: '1 Main St', city: 'Springfield', region: 'IL', postalCode: '62701', country: 'US' };

describe.each(BACKENDS)('marketing and loyalty contract (%s)', (_name, startBackend) => {
  let backend: ContractBackend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(async () => backend?.close());

  const accounts = () =>
    backend.name === 'sandbox' ? { member: 'daniel.wright@example.com', nonMember: 'lucas.garcia@example.com', giveaway: 'olivia.thompson@example.com', stranger: 'ava.clark@example.com' } : { member: 'sarah.johnson@example.com', nonMember: 'roni_cost@example.com', giveaway: 'sarah.johnson@example.com', stranger: 'roni_cost@example.com' };
  const signedIn = async (email: string): Promise<BackendClient> => {
    const client = backend.client();
    await client.get(AuthGateway).signIn(email, PASSWORD);
    return client;
  };

  it('a guest subscribes by e-mail; a missing brand list, gender or source is refused with the spec text', async () => {
    const marketing = backend.client().get(MarketingGateway);
    expect(await marketing.subscribe(subscription(), { signedIn: false })).toMatchObject({ ok: true, value: { channel: 'EMAIL', contact: 'new.shopper@example.com' } });
    const refused = await marketing.subscribe({ emailAddress: 'x@example.com' } as MarketingSubscription, { signedIn: false });
    expect(refused).toMatchObject({ ok: false, error: { code: 'INVALID_PARAMETERS', message: MARKETING_SUBSCRIPTION_ERROR, details: { fields: ['additionalBrands', 'gender', 'source'] } } });
    expect(await marketing.subscribe(subscription({ emailAddress: 'not-an-email' }), { signedIn: false })).toMatchObject({ ok: false, error: { code: 'INVALID_REQUEST', details: { fields: ['emailAddress'] } } });
  });

  it('an SMS sign-up sends digits only with its source and dialing country; a signed-in e-mail sign-up uses the profile address', async () => {
    const marketing = backend.client().get(MarketingGateway);
    const sms = await marketing.subscribe({ ...subscription({ emailAddress: undefined, source: 'sms-sign-up-modal' }), mobilePhoneNumber: '15550102000', smsSignUpSourceId: 'sms-sign-up-modal', dialingCodeCountryCode: 'US' }, { signedIn: false });
    expect(sms).toMatchObject({ ok: true, value: { channel: 'SMS', contact: '15550102000' } });
    const bad = await marketing.subscribe({ ...subscription({ emailAddress: undefined }), mobilePhoneNumber: '12', smsSignUpSourceId: '', dialingCodeCountryCode: 'US' }, { signedIn: false });
    expect(bad).toMatchObject({ ok: false, error: { code: 'INVALID_REQUEST', details: { fields: ['mobilePhoneNumber', 'smsSignUpSourceId'] } } });
    const client = await signedIn(accounts().stranger);
    expect(await client.get(MarketingGateway).subscribe(subscription({ emailAddress: '' }), { signedIn: true })).toMatchObject({ ok: true, value: { contact: accounts().stranger } });
  });

  it('contact-us is accepted with a reference; its subjects come from the contact-us config', async () => {
    const marketing = backend.client().get(MarketingGateway);
    const subjects = await marketing.getContactUsSubjects();
    expect(subjects.ok && subjects.value.map((s) => s.code)).toEqual(['ORDER', 'RETURNS', 'PRODUCT', 'LOYALTY', 'ACCOUNT', 'OTHER']);
    const sent = await marketing.sendContactUs({ firstName: 'Ada', lastName: 'Lovelace', replyToEmail: 'ada@example.com', subjectCode: 'ORDER', subjectText: 'Where is my parcel?', message: 'Order 1042' });
    expect(sent).toMatchObject({ ok: true, value: expect.stringMatching(/^MS-\d+$/) });
  });

  it('a catalog request is accepted; a postal code of another region or an unknown region is refused on the right field', async () => {
    const marketing = backend.client().get(MarketingGateway);
    expect(await marketing.requestCatalog(catalogRequest)).toMatchObject({ ok: true });
    expect(await marketing.requestCatalog({ ...catalogRequest, postalCode: '10001' })).toMatchObject({ ok: false, error: { code: 'POSTAL_CODE_INVALID_FOR_REGION', details: { fields: ['postalCode'] } } });
    expect(await marketing.requestCatalog({ ...catalogRequest, region: 'ZZ' })).toMatchObject({ ok: false, error: { code: 'REGION_INVALID_FOR_POSTAL_CODE', details: { fields: ['region'] } } });
    expect(await marketing.requestCatalog({ ...catalogRequest, country: 'CA', region: 'QC', postalCode: 'H2X 1Y4' })).toMatchObject({ ok: true });
  });

  it('the generic email form is sent as MANUAL_EMAIL', async () => {
    const sent = await backend.client().get(MarketingGateway).sendEmailForm({ body: { name: 'Ada', note: 'Please call me' }, config: { brandCode: 'AN', eid: 'stylist-request', sendToEmail: 'stylists@vitrine.test' } });
    expect(sent).toMatchObject({ ok: true });
  });

  it('the demo member reads the points and tier accounts, rewards and the ledger of the year', async () => {
    const loyalty = (await signedIn(accounts().member)).get(LoyaltyGateway);
    const profile = await loyalty.getProfile();
    expect(profile).toMatchObject({ ok: true, value: { loyaltyId: expect.stringMatching(/^LY\d{9}$/), tier: 'VIP' } });
    const rewards = await loyalty.getRewards();
    expect(rewards.ok && rewards.value.map((r) => r.statusCode).sort()).toEqual(['A', 'R']);
    const ledger = await loyalty.getLedger(ledgerQuery(Date.now()));
    expect(ledger.ok && ledger.value.map((e) => e.kind)).toEqual(['BONUS', 'OPENING_BALANCE']);
    expect(profile.ok && ledger.ok && profile.value.points).toBe(ledger.ok ? ledger.value.reduce((sum, e) => sum + e.points, 0) : -1);
  });

  it('a non-member is not found, enrols once (100 points, a welcome reward), and a second enrolment is refused', async () => {
    const loyalty = (await signedIn(accounts().nonMember)).get(LoyaltyGateway);
    expect(await loyalty.getProfile()).toMatchObject({ ok: false, error: { code: 'LOYALTY_ACCOUNT_NOT_FOUND' } });
    expect(await loyalty.enterCampaign('spring-getaway')).toMatchObject({ ok: false, error: { code: 'LOYALTY_ACCOUNT_REQUIRED' } });
    expect(await loyalty.enrol()).toMatchObject({ ok: true, value: { tier: 'MEMBER', points: 100 } });
    expect(await loyalty.enrol()).toMatchObject({ ok: false, error: { code: 'LOYALTY_ALREADY_MEMBER' } });
    const rewards = await loyalty.getRewards();
    expect(rewards.ok && rewards.value.map((r) => r.campaignName)).toEqual(['Welcome reward']);
  });

  it('a member enters a giveaway once; an unknown campaign is not found; anyone sends the browse event', async () => {
    const loyalty = (await signedIn(accounts().giveaway)).get(LoyaltyGateway);
    expect(await loyalty.enterCampaign('home-refresh')).toEqual({ ok: true, value: undefined });
    expect(await loyalty.enterCampaign('home-refresh')).toMatchObject({ ok: false, error: { code: 'CAMPAIGN_ALREADY_ENTERED' } });
    expect(await loyalty.enterCampaign('no-such-campaign')).toMatchObject({ ok: false, error: { code: 'CAMPAIGN_NOT_FOUND' } });
    const guest = backend.client();
    if (backend.name === 'sandbox') await guest.get(AuthGateway).signIn(accounts().stranger, PASSWORD);
    expect(await guest.get(LoyaltyGateway).sendBrowseEvent('/shop/x')).toEqual({ ok: true, value: undefined });
  });

  it('the sandbox keeps what was sent (test-only submissions endpoint and mailbox)', async () => {
    if (backend.name !== 'sandbox') return;
    const read = async (path: string) => (await fetch(`${backend.url}/api/__sandbox/${path}`)).json();
    const kinds = ((await read('submissions')) as { submissions: { kind: string }[] }).submissions.map((s) => s.kind);
    expect(new Set(kinds)).toEqual(new Set(['marketing-subscription', 'contact-us', 'catalog-request', 'email-form', 'loyalty-campaign-event', 'loyalty-browse-event']));
    const inbox = (await read('mailbox?to=customer-service@vitrine.test')) as { messages: { subject: string }[] };
    expect(inbox.messages.map((m) => m.subject)).toContain('[ORDER] Where is my parcel?');
    const stylists = (await read('mailbox?to=stylists@vitrine.test')) as { messages: { body: string }[] };
    expect(stylists.messages[0]?.body).toContain('note: Please call me');
  });
});
