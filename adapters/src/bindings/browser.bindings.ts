import { ContainerModule } from 'inversify';
import { Clock, Connectivity, CookieJar, KeyValueStore, Logger } from '@vitrine/core';
import { ConsoleLogger } from '../browser/console-logger.js';
import { CookieJarDocument } from '../browser/cookie-jar-document.js';
import { LocalStorageKeyValueStore } from '../browser/local-storage-key-value-store.js';
import { NavigatorConnectivity } from '../browser/navigator-connectivity.js';

/**
 * The browser's platform bindings (architecture.md "Adapters"; decision 0145): Clock (`Date.now`,
 * epoch ms), Logger (console), CookieJar (`document.cookie`), KeyValueStore (localStorage with TTL on
 * the Clock) and Connectivity (`navigator.onLine`), one instance each. Only for a page: they touch
 * browser globals when used.
 */
export function browserBindings(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<Clock>(Clock.key).toConstantValue({ now: () => Date.now() });
    bind<Logger>(Logger.key).toConstantValue(new ConsoleLogger());
    bind<CookieJar>(CookieJar.key).toConstantValue(new CookieJarDocument());
    bind<KeyValueStore>(KeyValueStore.key).toDynamicValue((ctx) => new LocalStorageKeyValueStore(ctx.get<Clock>(Clock.key))).inSingletonScope();
    bind<Connectivity>(Connectivity.key).toConstantValue(new NavigatorConnectivity());
  });
}
