import { useLingui } from '@lingui/react/macro';
import type { AgentAuditAction, AgentErrorCode } from '@vitrine/core';

/** The audit log's action names, translated (decision 0372). */
export function useAuditActionText(): (action: AgentAuditAction) => string {
  const { t } = useLingui();
  return (action) => {
    switch (action) {
      case 'CUSTOMER_SEARCH':
        return t`Customer search`;
      case 'SESSION_START':
        return t`Session started`;
      case 'SESSION_END':
        return t`Session ended`;
      case 'CART_WRITE':
        return t`Cart changed`;
      case 'ORDER_PLACED':
        return t`Order placed`;
      case 'CHECKOUT_WRITE':
        return t`Checkout changed`;
    }
  };
}

/** The message for a failed agent call (decision 0370). */
export function useAgentErrorText(): (code: AgentErrorCode) => string {
  const { t } = useLingui();
  return (code) => {
    switch (code) {
      case 'AGENT.QUERY_TOO_SHORT':
        return t`Enter at least 2 characters of an email, name or phone number.`;
      case 'AGENT.QUERY_TOO_LONG':
        return t`Enter at most 100 characters.`;
      case 'AGENT.SCOPE_REQUIRED':
        return t`This page is for call-centre agents only.`;
      case 'AGENT.CUSTOMER_NOT_FOUND':
        return t`That customer could not be found.`;
      case 'AGENT.UNAVAILABLE':
        return t`Something went wrong. Please try again.`;
    }
  };
}
