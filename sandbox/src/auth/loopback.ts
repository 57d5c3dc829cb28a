/**
 * True when `host` names the loopback interface only: 'localhost', 127.0.0.0/8, '::1' (decision
 * 0073: the test mailbox is served there, or with the fault switch on).
 */
export function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}
