/**
 * @vitrine/adapters: implementations of core's ports (architecture.md "Adapters"). HTTP gateways
 * and their client, browser adapters, and the container modules binding them (httpBindings,
 * browserBindings, inMemoryBindings; decision 0145). DTOs and normalizers stay inside adapters/src/http; the
 * in-memory fakes are a separate entry point ('@vitrine/adapters/in-memory').
 */
export { createHttpClient, type HttpClient, type HttpClientOptions, type RequestOptions, type LoginRequiredEvent, type StepUpRequiredEvent } from './http/client.js';
export { HttpError, isHttpError, isConnectionFailure, CLIENT_ERROR_CODE, CLIENT_ERROR_MESSAGE, type HttpFailureKind } from './http/http-error.js';
export { VITRINE_HEADER, DEFAULT_CHANNEL } from './http/headers.js';
export { KyCatalogGateway, type KyCatalogGatewayOptions } from './http/ky-catalog-gateway.js';
export { KyNavigationGateway } from './http/ky-navigation-gateway.js';
export { KyCartGateway, type KyCartGatewayOptions } from './http/ky-cart-gateway.js';
export { KySiteConfigurationGateway } from './http/ky-site-configuration-gateway.js';
export { KySessionGateway } from './http/ky-session-gateway.js';
export { createHttpGateways, type HttpGateways, type HttpGatewaysOptions } from './http/http-gateways.js';
export * from './browser/index.js';
export { KySearchGateway } from './http/ky-search-gateway.js';
export { KySuggestionsGateway, type KySuggestionsGatewayOptions } from './http/ky-suggestions-gateway.js';
export { KyAuthGateway } from './http/ky-auth-gateway.js';
export { KyProfileGateway } from './http/ky-profile-gateway.js';
export { renewSessionFor, type AuthGatewayRef, type RenewSessionOptions } from './http/session-renewal.js';
export { loadPreferences, preferenceSeedFrom, PreferencesExistError, PREFERENCE_COOKIES } from './http/preferences-loader.js';
export { parseAuthPayload, effectiveScope, type AuthPayload } from './http/normalizers/identity.normalizer.js';
export { KyCheckoutGateway } from './http/ky-checkout-gateway.js';
export { KyAddressBookGateway } from './http/ky-address-book-gateway.js';
export { KySavedPaymentsGateway } from './http/ky-saved-payments-gateway.js';
export { KyOrderGateway } from './http/ky-order-gateway.js';
export { KyStoreGateway, normalizeStore, storeFailure } from './http/ky-store-gateway.js';
export { KyPaymentKeyGateway } from './http/ky-payment-key-gateway.js';
export { KyReviewsGateway, NO_REVIEWS_FOUND } from './http/ky-reviews-gateway.js';
export { KyStorefrontPagesGateway } from './http/ky-storefront-pages-gateway.js';
export { JsEncryptCardEncryptor } from './crypto/jsencrypt-card-encryptor.js';
export { httpBindings, type HttpBindingsOptions, browserBindings, createInMemoryBackend, inMemoryBackendBindings, inMemoryBindings, type InMemoryBackend, type InMemoryBindingsOptions } from './bindings/index.js';
