/**
 * Facts about this deployment shown in the shell. Change them here when the portal is installed elsewhere.
 */
export const SITE = {
  /**
   * The Android app package, served by the portal itself: put the signed APK at
   * packages/web/public/app/portal.apk (copied into dist by the build). The QR code in the top bar encodes
   * this path on the portal's own origin.
   */
  appDownloadPath: '/app/portal.apk',
  /** Website filing number (ICP) shown in the home page footer; it is an official identifier, never translated. */
  filingNumber: '滇ICP备2026000123号-1',
  /** Public register where visitors verify a filing number. */
  filingRegistry: 'https://beian.miit.gov.cn/',
  /** Customer-service telephone line. */
  hotline: '400-860-1230',
} as const;
