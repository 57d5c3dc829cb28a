import { IdentityLayer } from '../features/identity/identity-layer';
import { LoyaltyBrowseEvent } from '../features/shell/loyalty-browse-event';
import { EmailCapture } from '../features/modals/use-email-capture';
import { useServicesReady } from '../shared/service-context';
import { PrivacyOptOutSync } from '../features/privacy/privacy-opt-out-sync';
import ToastEventBridge from '../features/shell/toast-event-bridge';

/**
 * The shell's session-dependent parts that render nothing of the first paint (decision 0170): the
 * email-capture visit count, the loyalty browse event of every route finish (decision 0203) and the
 * identity layer (access guard blocker, login-required bridge, QA hooks) the privacy opt-out sync of a signed-in customer (decision 0433) and the toast app event's listener (decision 0434). A chunk of its own, rendered once the services' container is loaded.
 */
export default function SessionLayer() {
  useServicesReady();
  return (
    <>
      <EmailCapture />
      <LoyaltyBrowseEvent />
      <IdentityLayer />
      <PrivacyOptOutSync />
      <ToastEventBridge />
    </>
  );
}
