import { defineMessages } from './define';

/** Names of the top bar's destinations; route handles use them as breadcrumb titles (nav.material …). */
export default defineMessages('nav', {
  home: { zh: '首页', en: 'Home', lo: 'ໜ້າຫຼັກ' },
  workbench: { zh: '工作台', en: 'Workbench', lo: 'ບ່ອນເຮັດວຽກ' },
  projects: { zh: '项目列表', en: 'Projects', lo: 'ລາຍການໂຄງການ' },
  material: { zh: '物资类', en: 'Materials', lo: 'ວັດສະດຸ' },
  engineering: { zh: '工程类', en: 'Engineering', lo: 'ວິສະວະກຳ' },
  service: { zh: '服务类', en: 'Services', lo: 'ການບໍລິການ' },
  main: { zh: '项目分类', en: 'Project categories', lo: 'ປະເພດໂຄງການ' },
});
