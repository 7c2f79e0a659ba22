/**
 * Facts about this deployment shown in the shell. Change them here when the portal is installed elsewhere.
 */
export const SITE = {
  /**
   * The app's landing page (what the app is, its QR code, the download when a package is published). The QR
   * code in the top bar encodes this path on the portal's own origin. The package itself is published by
   * putting the signed APK at DATA_DIR/app/portal.apk or packages/web/public/app/portal.apk (see the README).
   */
  appLandingPath: '/app',
  /** Website filing number (ICP) shown in the home page footer; it is an official identifier, never translated. */
  filingNumber: '滇ICP备2026000123号-1',
  /** Public register where visitors verify a filing number. */
  filingRegistry: 'https://beian.miit.gov.cn/',
  /** Customer-service telephone line. */
  hotline: '400-860-1230',
} as const;
