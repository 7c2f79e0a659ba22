import { defineMessages } from './define';

/** Names of the top bar's destinations; route handles use them as breadcrumb titles (nav.material …). */
export default defineMessages('nav', {
  zh: {
    home: '首页',
    workbench: '工作台',
    projects: '项目列表',
    material: '物资类',
    engineering: '工程类',
    service: '服务类',
    main: '项目分类',
  },
  en: {
    home: 'Home',
    workbench: 'Workbench',
    projects: 'Projects',
    material: 'Materials',
    engineering: 'Engineering',
    service: 'Services',
    main: 'Project categories',
  },
  lo: {
    home: 'ໜ້າຫຼັກ',
    workbench: 'ບ່ອນເຮັດວຽກ',
    projects: 'ລາຍການໂຄງການ',
    material: 'ວັດສະດຸ',
    engineering: 'ວິສະວະກຳ',
    service: 'ການບໍລິການ',
    main: 'ປະເພດໂຄງການ',
  },
});
