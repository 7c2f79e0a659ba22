import type { Locale } from 'antd/es/locale';

/**
 * Lao strings of the UI kit (antd ships no Lao locale). Mirrors every text of antd's en_US locale and the
 * component locales it pulls in (pagination, pickers); antd-lo.test.ts fails when antd adds a key we lack.
 * Dates are written by dayjs's 'lo' locale, loaded (for Lao pages only) in i18n/index.ts.
 */

const timePicker = {
  placeholder: 'ເລືອກເວລາ',
  rangePlaceholder: ['ເວລາເລີ່ມຕົ້ນ', 'ເວລາສິ້ນສຸດ'] as [string, string],
};

const datePicker = {
  lang: {
    locale: 'lo',
    yearFormat: 'YYYY',
    dayFormat: 'D',
    cellMeridiemFormat: 'A',
    monthBeforeYear: true,
    placeholder: 'ເລືອກວັນທີ',
    yearPlaceholder: 'ເລືອກປີ',
    quarterPlaceholder: 'ເລືອກໄຕມາດ',
    monthPlaceholder: 'ເລືອກເດືອນ',
    weekPlaceholder: 'ເລືອກອາທິດ',
    rangePlaceholder: ['ວັນທີເລີ່ມຕົ້ນ', 'ວັນທີສິ້ນສຸດ'] as [string, string],
    rangeYearPlaceholder: ['ປີເລີ່ມຕົ້ນ', 'ປີສິ້ນສຸດ'] as [string, string],
    rangeQuarterPlaceholder: ['ໄຕມາດເລີ່ມຕົ້ນ', 'ໄຕມາດສິ້ນສຸດ'] as [string, string],
    rangeMonthPlaceholder: ['ເດືອນເລີ່ມຕົ້ນ', 'ເດືອນສິ້ນສຸດ'] as [string, string],
    rangeWeekPlaceholder: ['ອາທິດເລີ່ມຕົ້ນ', 'ອາທິດສິ້ນສຸດ'] as [string, string],
    today: 'ມື້ນີ້',
    now: 'ຕອນນີ້',
    backToToday: 'ກັບໄປມື້ນີ້',
    ok: 'ຕົກລົງ',
    clear: 'ລ້າງ',
    week: 'ອາທິດ',
    month: 'ເດືອນ',
    year: 'ປີ',
    timeSelect: 'ເລືອກເວລາ',
    dateSelect: 'ເລືອກວັນທີ',
    weekSelect: 'ເລືອກອາທິດ',
    monthSelect: 'ເລືອກເດືອນ',
    yearSelect: 'ເລືອກປີ',
    decadeSelect: 'ເລືອກທົດສະວັດ',
    previousMonth: 'ເດືອນກ່ອນ',
    nextMonth: 'ເດືອນຖັດໄປ',
    previousYear: 'ປີກ່ອນ',
    nextYear: 'ປີຖັດໄປ',
    previousDecade: 'ທົດສະວັດກ່ອນ',
    nextDecade: 'ທົດສະວັດຖັດໄປ',
    previousCentury: 'ສະຕະວັດກ່ອນ',
    nextCentury: 'ສະຕະວັດຖັດໄປ',
  },
  timePickerLocale: timePicker,
};

/** "${label} is not a valid ${type}", shared by every type check of the form. */
const typeTemplate = '${label} ບໍ່ແມ່ນ ${type} ທີ່ຖືກຕ້ອງ';

export const loLA: Locale = {
  locale: 'lo',
  Pagination: {
    items_per_page: '/ ໜ້າ',
    jump_to: 'ໄປທີ່',
    jump_to_confirm: 'ຢືນຢັນ',
    page: 'ໜ້າ',
    prev_page: 'ໜ້າກ່ອນ',
    next_page: 'ໜ້າຖັດໄປ',
    prev_5: 'ຍ້ອນກັບ 5 ໜ້າ',
    next_5: 'ຖັດໄປ 5 ໜ້າ',
    prev_3: 'ຍ້ອນກັບ 3 ໜ້າ',
    next_3: 'ຖັດໄປ 3 ໜ້າ',
    page_size: 'ຈຳນວນຕໍ່ໜ້າ',
  },
  DatePicker: datePicker,
  TimePicker: timePicker,
  Calendar: datePicker,
  global: {
    placeholder: 'ກະລຸນາເລືອກ',
    close: 'ປິດ',
    sortable: 'ຈັດລຽງໄດ້',
    show: 'ສະແດງ',
    hide: 'ເຊື່ອງ',
  },
  Table: {
    filterTitle: 'ເມນູກັ່ນຕອງ',
    filterConfirm: 'ຕົກລົງ',
    filterReset: 'ລ້າງຄືນ',
    filterEmptyText: 'ບໍ່ມີຕົວກັ່ນຕອງ',
    filterCheckAll: 'ເລືອກທຸກລາຍການ',
    filterSearchPlaceholder: 'ຄົ້ນຫາໃນຕົວກັ່ນຕອງ',
    emptyText: 'ບໍ່ມີຂໍ້ມູນ',
    selectAll: 'ເລືອກທັງໝົດໃນໜ້ານີ້',
    selectInvert: 'ສະຫຼັບການເລືອກໃນໜ້ານີ້',
    selectNone: 'ລ້າງການເລືອກທັງໝົດ',
    selectionAll: 'ເລືອກຂໍ້ມູນທັງໝົດ',
    sortTitle: 'ຈັດລຽງ',
    expand: 'ຂະຫຍາຍແຖວ',
    collapse: 'ຫຍໍ້ແຖວ',
    triggerDesc: 'ຄລິກເພື່ອຈັດລຽງຈາກຫຼາຍຫານ້ອຍ',
    triggerAsc: 'ຄລິກເພື່ອຈັດລຽງຈາກນ້ອຍຫາຫຼາຍ',
    cancelSort: 'ຄລິກເພື່ອຍົກເລີກການຈັດລຽງ',
  },
  Tour: {
    Next: 'ຖັດໄປ',
    Previous: 'ກ່ອນໜ້າ',
    Finish: 'ສຳເລັດ',
  },
  Modal: {
    okText: 'ຕົກລົງ',
    cancelText: 'ຍົກເລີກ',
    justOkText: 'ຕົກລົງ',
  },
  Popconfirm: {
    okText: 'ຕົກລົງ',
    cancelText: 'ຍົກເລີກ',
  },
  Transfer: {
    // Column titles are left to each transfer, as in antd's own locales.
    titles: ['', ''],
    searchPlaceholder: 'ຄົ້ນຫາຢູ່ນີ້',
    itemUnit: 'ລາຍການ',
    itemsUnit: 'ລາຍການ',
    remove: 'ເອົາອອກ',
    selectCurrent: 'ເລືອກໜ້ານີ້',
    removeCurrent: 'ເອົາໜ້ານີ້ອອກ',
    selectAll: 'ເລືອກຂໍ້ມູນທັງໝົດ',
    deselectAll: 'ຍົກເລີກການເລືອກທັງໝົດ',
    removeAll: 'ເອົາຂໍ້ມູນທັງໝົດອອກ',
    selectInvert: 'ສະຫຼັບການເລືອກໃນໜ້ານີ້',
  },
  Upload: {
    uploading: 'ກຳລັງອັບໂຫຼດ...',
    removeFile: 'ລຶບໄຟລ໌',
    uploadError: 'ອັບໂຫຼດບໍ່ສຳເລັດ',
    previewFile: 'ເບິ່ງຕົວຢ່າງໄຟລ໌',
    downloadFile: 'ດາວໂຫຼດໄຟລ໌',
  },
  Empty: {
    description: 'ບໍ່ມີຂໍ້ມູນ',
  },
  Icon: {
    icon: 'ໄອຄອນ',
  },
  Text: {
    edit: 'ແກ້ໄຂ',
    copy: 'ສຳເນົາ',
    copied: 'ສຳເນົາແລ້ວ',
    expand: 'ຂະຫຍາຍ',
    collapse: 'ຫຍໍ້ລົງ',
  },
  Carousel: {
    prevSlide: 'ສະໄລ້ກ່ອນໜ້າ',
    nextSlide: 'ສະໄລ້ຖັດໄປ',
  },
  Form: {
    optional: '(ບໍ່ບັງຄັບ)',
    defaultValidateMessages: {
      default: 'ການກວດສອບຊ່ອງ ${label} ຜິດພາດ',
      required: 'ກະລຸນາປ້ອນ ${label}',
      enum: '${label} ຕ້ອງເປັນໜຶ່ງໃນ [${enum}]',
      whitespace: '${label} ບໍ່ສາມາດເປັນຍະຫວ່າງເປົ່າໄດ້',
      date: {
        format: 'ຮູບແບບວັນທີຂອງ ${label} ບໍ່ຖືກຕ້ອງ',
        parse: '${label} ບໍ່ສາມາດແປງເປັນວັນທີໄດ້',
        invalid: '${label} ແມ່ນວັນທີທີ່ບໍ່ຖືກຕ້ອງ',
      },
      types: {
        string: typeTemplate,
        method: typeTemplate,
        array: typeTemplate,
        object: typeTemplate,
        number: typeTemplate,
        date: typeTemplate,
        boolean: typeTemplate,
        integer: typeTemplate,
        float: typeTemplate,
        regexp: typeTemplate,
        email: typeTemplate,
        url: typeTemplate,
        hex: typeTemplate,
      },
      string: {
        len: '${label} ຕ້ອງມີ ${len} ຕົວອັກສອນ',
        min: '${label} ຕ້ອງມີຢ່າງໜ້ອຍ ${min} ຕົວອັກສອນ',
        max: '${label} ຕ້ອງມີບໍ່ເກີນ ${max} ຕົວອັກສອນ',
        range: '${label} ຕ້ອງມີລະຫວ່າງ ${min}-${max} ຕົວອັກສອນ',
      },
      number: {
        len: '${label} ຕ້ອງເທົ່າກັບ ${len}',
        min: '${label} ຕ້ອງບໍ່ໜ້ອຍກວ່າ ${min}',
        max: '${label} ຕ້ອງບໍ່ເກີນ ${max}',
        range: '${label} ຕ້ອງຢູ່ລະຫວ່າງ ${min}-${max}',
      },
      array: {
        len: 'ຕ້ອງມີ ${label} ${len} ລາຍການ',
        min: 'ຕ້ອງມີ ${label} ຢ່າງໜ້ອຍ ${min} ລາຍການ',
        max: 'ມີ ${label} ໄດ້ບໍ່ເກີນ ${max} ລາຍການ',
        range: 'ຈຳນວນ ${label} ຕ້ອງຢູ່ລະຫວ່າງ ${min}-${max}',
      },
      pattern: {
        mismatch: '${label} ບໍ່ກົງກັບຮູບແບບ ${pattern}',
      },
    },
  },
  QRCode: {
    expired: 'ລະຫັດ QR ໝົດອາຍຸແລ້ວ',
    refresh: 'ໂຫຼດໃໝ່',
    scanned: 'ສະແກນແລ້ວ',
  },
  ColorPicker: {
    presetEmpty: 'ວ່າງເປົ່າ',
    transparent: 'ໂປ່ງໃສ',
    singleColor: 'ສີດຽວ',
    gradientColor: 'ສີໄລ່ລະດັບ',
  },
};
