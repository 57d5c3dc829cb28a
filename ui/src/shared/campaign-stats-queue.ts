import type { CampaignStat } from '@vitrine/core';

/**
 * The campaign statistics (impressions, clickthroughs) of this page session not yet reported to the
 * personalization provider (shell-and-account.md §7 campaignStats; decisions 0400, 0407): the
 * recommendation trays and the promotion slot queue theirs here, and whichever dataset call goes
 * next takes them all. Without consent the taker drops them.
 */
let pending: CampaignStat[] = [];

/** Queues one statistic for the next dataset call. */
export function queueCampaignStat(stat: CampaignStat): void {
  pending.push(stat);
}

/** Every queued statistic, oldest first; the queue is then empty. */
export function takeCampaignStats(): CampaignStat[] {
  const taken = pending;
  pending = [];
  return taken;
}
