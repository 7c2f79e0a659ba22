import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { BasicLayout } from './layouts/BasicLayout';
import { RouteError } from './pages/RouteError';
import { page } from './pageLoader';
import { loadAdminMessages } from './i18n/localeMessages';

/** What a route tells the shell: the top-bar look ('dome1': logo and search on a coloured band) and its breadcrumb. */
export interface RouteHandle {
  /** Top-bar look. */
  look?: 'dome1';
  /** i18n key of the page title in breadcrumbs and in the browser tab. */
  title?: string;
  /** The page sets the browser tab's title itself (an announcement: its project's name). */
  ownTitle?: true;
}


/** Routes of the specification (part 1 §2, part 2 §2), history mode under one shell. */
export const routes: RouteObject[] = [
  {
    element: <BasicLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', lazy: page(() => import('./pages/Home')), handle: { look: 'dome1' } satisfies RouteHandle },
      { path: '/TenderProject', lazy: page(() => import('./pages/TenderProject')), handle: { look: 'dome1', title: 'nav.projects' } satisfies RouteHandle },
      { path: '/MaterialProject', lazy: page(() => import('./pages/MaterialProject')), handle: { look: 'dome1', title: 'nav.material' } satisfies RouteHandle },
      { path: '/Project', lazy: page(() => import('./pages/EngineeringProject')), handle: { look: 'dome1', title: 'nav.engineering' } satisfies RouteHandle },
      { path: '/ServiceItems', lazy: page(() => import('./pages/ServiceItems')), handle: { look: 'dome1', title: 'nav.service' } satisfies RouteHandle },
      { path: '/showList', lazy: page(() => import('./pages/ShowList')), handle: { look: 'dome1', title: 'nav.projects' } satisfies RouteHandle },
      { path: '/TenderAnnouncement', lazy: page(() => import('./pages/TenderAnnouncement')), handle: { ownTitle: true } satisfies RouteHandle },
      { path: '/InquiryAnnouncement', lazy: page(() => import('./pages/InquiryAnnouncement')), handle: { ownTitle: true } satisfies RouteHandle },
      { path: '/PreviewDetails', lazy: page(() => import('./pages/PreviewDetails')), handle: { ownTitle: true } satisfies RouteHandle },
      { path: '/quotation', lazy: page(() => import('./pages/Quotation')), handle: { title: 'quotation.title' } satisfies RouteHandle },
      { path: '/Register', lazy: page(() => import('./pages/Register')), handle: { title: 'accounts.register.title' } satisfies RouteHandle },
      { path: '/forgotPassword', lazy: page(() => import('./pages/ForgotPassword')), handle: { title: 'accounts.forgot.title' } satisfies RouteHandle },
      { path: '/login', lazy: page(() => import('./pages/Login')) },
      { path: '/demo/mailbox', lazy: page(() => import('./pages/DemoMailbox')), handle: { title: 'accounts.mailbox.title' } satisfies RouteHandle },
      { path: '/app', lazy: page(() => import('./pages/AppLanding')), handle: { title: 'shell.app.title' } satisfies RouteHandle },
      { path: '/Notifications', lazy: page(() => import('./pages/Notifications')), handle: { title: 'notify.title' } satisfies RouteHandle },
      { path: '/OpenData', lazy: page(() => import('./pages/OpenData')), handle: { title: 'notify.openData.title' } satisfies RouteHandle },
      { path: '/analytics', lazy: page(() => import('./pages/Analytics')), handle: { title: 'analytics.title' } satisfies RouteHandle },
      { path: '/verify', lazy: page(() => import('./pages/VerifyReceipt')), handle: { title: 'receipts.page.title' } satisfies RouteHandle },
      {
        path: '/PersonalCenter',
        lazy: page(() => import('./layouts/PersonalCenter')),
        handle: { title: 'personal.title' } satisfies RouteHandle,
        children: [
          { index: true, element: <Navigate to="MyBid" replace /> },
          { path: 'MyBid', lazy: page(() => import('./pages/personal/MyBid')), handle: { title: 'personal.menu.myBid' } satisfies RouteHandle },
          { path: 'BidDetails', lazy: page(() => import('./pages/personal/BidDetails')), handle: { title: 'bids.detail.title' } satisfies RouteHandle },
          { path: 'PersonalInformation', lazy: page(() => import('./pages/personal/PersonalInformation')), handle: { title: 'personal.menu.information' } satisfies RouteHandle },
          { path: 'PasswordModification', lazy: page(() => import('./pages/personal/PasswordModification')), handle: { title: 'personal.menu.password' } satisfies RouteHandle },
          { path: 'EnterpriseCertification', lazy: page(() => import('./pages/personal/EnterpriseCertification')), handle: { title: 'personal.menu.certification' } satisfies RouteHandle },
          { path: 'CompanyQualification', lazy: page(() => import('./pages/personal/CompanyQualification')), handle: { title: 'personal.menu.qualification' } satisfies RouteHandle },
          { path: 'BidContacts', lazy: page(() => import('./pages/personal/BidContacts')), handle: { title: 'personal.menu.bidContacts' } satisfies RouteHandle },
          { path: 'MyQuestion', lazy: page(() => import('./pages/personal/MyQuestion')), handle: { title: 'personal.menu.questions' } satisfies RouteHandle },
          { path: 'MyQuestionDet', lazy: page(() => import('./pages/personal/MyQuestionDet')), handle: { title: 'questions.detail.crumb' } satisfies RouteHandle },
          { path: 'MyFollowing', lazy: page(() => import('./pages/personal/MyFollowing')), handle: { title: 'personal.menu.following' } satisfies RouteHandle },
        ],
      },
      {
        path: '/admin',
        lazy: page(() => Promise.all([import('./admin/AdminLayout'), loadAdminMessages()]).then(([layout]) => layout)),
        handle: { title: 'admin.title' } satisfies RouteHandle,
        children: [
          { index: true, element: <Navigate to="sections" replace /> },
          { path: 'sections', lazy: page(() => import('./admin/pages/SectionList')), handle: { title: 'admin.menu.sections' } satisfies RouteHandle },
          { path: 'sections/new', lazy: page(() => import('./admin/pages/SectionEditor')), handle: { title: 'admin.editor.newTitle' } satisfies RouteHandle },
          { path: 'sections/:id', lazy: page(() => import('./admin/pages/SectionEditor')), handle: { title: 'admin.editor.editTitle' } satisfies RouteHandle },
          { path: 'sections/:id/quotes', lazy: page(() => import('./admin/pages/Quoting')), handle: { title: 'admin.quoting.title' } satisfies RouteHandle },
          { path: 'sections/:id/audit', lazy: page(() => import('./admin/pages/AuditTrail')), handle: { title: 'admin.audit.title' } satisfies RouteHandle },
          { path: 'reviews', lazy: page(() => import('./admin/pages/Reviews')), handle: { title: 'admin.menu.reviews' } satisfies RouteHandle },
          { path: 'signups', lazy: page(() => import('./admin/pages/Signups')), handle: { title: 'admin.menu.signups' } satisfies RouteHandle },
          { path: 'margins', lazy: page(() => import('./admin/pages/Margins')), handle: { title: 'admin.menu.margins' } satisfies RouteHandle },
          { path: 'flags', lazy: page(() => import('./admin/pages/Flags')), handle: { title: 'admin.menu.flags' } satisfies RouteHandle },
          { path: 'questions', lazy: page(() => import('./admin/pages/Inbox')), handle: { title: 'admin.menu.questions' } satisfies RouteHandle },
          { path: 'appeals', lazy: page(() => import('./admin/pages/Inbox')), handle: { title: 'admin.menu.appeals' } satisfies RouteHandle },
          { path: 'certifications', lazy: page(() => import('./admin/pages/Certifications')), handle: { title: 'admin.menu.certifications' } satisfies RouteHandle },
          { path: 'dictionaries', lazy: page(() => import('./admin/pages/Dictionaries')), handle: { title: 'admin.menu.dictionaries' } satisfies RouteHandle },
          { path: 'users', lazy: page(() => import('./admin/pages/Users')), handle: { title: 'admin.menu.users' } satisfies RouteHandle },
        ],
      },
      { path: '/MyBid', element: <Navigate to="/PersonalCenter/MyBid" replace /> },
      { path: '*', lazy: page(() => import('./pages/NotFound')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
