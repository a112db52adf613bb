/* global module */
// node-polyglot requires the `object.entries` polyfill (and with it get-intrinsic and
// friends, ~6 KB gzip on the sign-in page); every browser we support has the real one.
module.exports = Object.entries;
