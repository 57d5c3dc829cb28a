/**
 * The self-hosted tag manager stand-in (shopping.md §4 "Analytics events", §7 "The tag manager
 * receives view and link events"; decision 0310). Served from the storefront's own origin, so the
 * CSP's 'self' lets it run. It becomes ready after `readyDelayMs`: it then sets
 * `window.vitrineTagManager = { ready: true }`, reads every entry already in `window.dataLayer`,
 * and from then on every entry pushed; each entry is POSTed to `collectPath` as JSON.
 */
export function tagManagerScript(options: { readonly readyDelayMs: number; readonly collectPath: string }): string {
  return `(function () {
  'use strict';
  var collect = ${JSON.stringify(options.collectPath)};
  function post(entry) {
    try {
      fetch(collect, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(entry), keepalive: true }).catch(function () {});
    } catch (e) { /* the stand-in never throws into the page */ }
  }
  setTimeout(function () {
    var layer = (window.dataLayer = window.dataLayer || []);
    for (var i = 0; i < layer.length; i += 1) post(layer[i]);
    var push = layer.push;
    layer.push = function () {
      for (var j = 0; j < arguments.length; j += 1) post(arguments[j]);
      return push.apply(layer, arguments);
    };
    window.vitrineTagManager = { ready: true };
  }, ${String(options.readyDelayMs)});
})();
`;
}
