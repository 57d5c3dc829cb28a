import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 } });
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await p.goto(process.argv[2] ?? 'http://127.0.0.1:4300/');
await p.waitForSelector('html[data-hydrated=true]', { timeout: 20000 });
await p.waitForTimeout(1500);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map(); const dt = profile.timeDeltas; 
const counts = new Map(); profile.samples.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)));
// inclusive per url
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const agg = new Map(); const aggUrl = new Map();
for (const [id, t] of counts) { const n = byId.get(id); const cf = n.callFrame; const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`; agg.set(key, (agg.get(key) ?? 0) + t); const u = cf.url.split('/').pop() || cf.functionName; aggUrl.set(u, (aggUrl.get(u) ?? 0) + t); }
console.log('self by url (ms):'); for (const [k, v] of [...aggUrl].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(Math.round(v / 1000), k);
console.log('self by fn (ms):'); for (const [k, v] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(Math.round(v / 1000), k);
await b.close();
