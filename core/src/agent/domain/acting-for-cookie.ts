/**
 * The readable cookie naming the customer a call-centre agent acts for: JSON { customerId,
 * firstName, lastName } (shell-and-account.md §1; decision 0371). A module of its own: the app shell
 * reads only this name, so the agent rules stay out of the initial JS.
 */
export const ACTING_FOR_COOKIE = 'vitrine_acting_for';
