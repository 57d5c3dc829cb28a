import { JsEncryptCardEncryptor } from '@vitrine/adapters';
import { mountCardFrame } from './card-frame-mount';

/**
 * The card frame's only script (decision 0460): it runs inside the sandboxed /card-frame document
 * (opaque origin, CSP without the card provider) and answers the page that framed it, encrypting
 * with jsencrypt (JsEncryptCardEncryptor) and the key the page passes.
 */
mountCardFrame(document, {
  parent: window.parent,
  listen: (handler) => {
    window.addEventListener('message', handler);
    return () => window.removeEventListener('message', handler);
  },
  encryptor: new JsEncryptCardEncryptor(),
});
