import { useCallback, useEffect, useState } from 'react';
import { AgentGateway, type AgentAuditEntry } from '@vitrine/core';
import { useServices } from '../../shared/service-context';

/** The agent's audit log: loading, read (newest first), or failed. */
export type AgentAuditState = { readonly status: 'loading' } | { readonly status: 'ready'; readonly entries: readonly AgentAuditEntry[] } | { readonly status: 'failed' };

/** How many recent actions the agent page lists. */
export const AUDIT_PAGE_SIZE = 20;

/**
 * Reads the signed-in agent's recent actions in the browser when `enabled` (GET
 * /agent/v0/{siteId}/audit; decision 0372), and again each time `reload` is called (after a search).
 */
export function useAgentAudit(enabled: boolean): { readonly state: AgentAuditState; readonly reload: () => void } {
  const services = useServices();
  const [state, setState] = useState<AgentAuditState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void services
      .get(AgentGateway)
      .audit(AUDIT_PAGE_SIZE)
      .then((result) => {
        if (live) setState(result.ok ? { status: 'ready', entries: result.value } : { status: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [services, enabled, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { state, reload };
}
