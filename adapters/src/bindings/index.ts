/** Container modules that bind core's ports to adapters (decision 0145): HTTP, browser, in-memory. */
export { httpBindings, type HttpBindingsOptions } from './http.bindings.js';
export { browserBindings } from './browser.bindings.js';
export { createInMemoryBackend, inMemoryBackendBindings, inMemoryBindings, type InMemoryBackend, type InMemoryBindingsOptions } from './in-memory.bindings.js';
