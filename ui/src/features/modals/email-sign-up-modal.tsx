import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../components/dialog';
import type { ModalApi } from '../../shared/modal-stack/modal-types';
import { EmailSignUpForm } from './email-sign-up-form';

/**
 * #email-sign-up and the email-capture modal (shell-and-account.md §2, §4 email capture, §5, §7;
 * decision 0201): the e-mail sign-up form with source 'email-sign-up-modal'.
 */
export function EmailSignUpModal({ api }: { api: ModalApi }) {
  const { t } = useLingui();
  return (
    <Dialog id={api.modalId} title={t`Sign up for emails`} description={t`New arrivals, events and offers, straight to your inbox.`} onClose={() => api.close()}>
      <EmailSignUpForm source="email-sign-up-modal" />
    </Dialog>
  );
}
