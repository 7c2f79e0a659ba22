/**
 * i18next resources of one language (every feature's messages) and of the others' names, built by the
 * portal-locale-messages plugin (vite.config.ts).
 */
declare module 'virtual:portal-messages/*' {
  const resources: import('./index').Resources;
  export default resources;
}
