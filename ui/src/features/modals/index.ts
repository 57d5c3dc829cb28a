/** What the modals feature lends others (decision 0001): the e-mail sign-up form the footer shows (decision 0201). */
export { EmailSignUpForm } from './email-sign-up-form';
export { EmailPageForm } from './email-page-form';
export { useLoyaltyShopper } from './use-loyalty-shopper';
