import { ContainerModule } from 'inversify';
import { ConsoleLogger, CookieJarDocument, LocalStorageKeyValueStore, NavigatorConnectivity } from '@vitrine/adapters';
import { Clock, Connectivity, CookieJar, KeyValueStore, Logger } from '@vitrine/core';

/** Binds the browser adapters: clock, logger, cookies, storage with TTL, connectivity (one instance each). */
export function browserModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<Clock>(Clock.key).toConstantValue({ now: () => Date.now() });
    bind<Logger>(Logger.key).toConstantValue(new ConsoleLogger());
    bind<CookieJar>(CookieJar.key).toConstantValue(new CookieJarDocument());
    bind<KeyValueStore>(KeyValueStore.key).toDynamicValue((ctx) => new LocalStorageKeyValueStore(ctx.get<Clock>(Clock.key))).inSingletonScope();
    bind<Connectivity>(Connectivity.key).toConstantValue(new NavigatorConnectivity());
  });
}
