import { SectionStatus as S } from '@portal/domain';
import { t3, type CurrencyCode, type OrganizationKey, type PaymentPlanKey, type Text3, type UnitKey } from './catalog';

/** A detail row of an item (sections whose items carry details, sectionType 1). */
export interface DetailTemplate {
  name: Text3;
  spec: string;
  quantity: number;
  unit: UnitKey;
  /** Estimated price of one unit, in the section's currency. */
  unitPrice: number;
}

/** A subject item of a project. */
export interface ItemTemplate {
  name: Text3;
  spec: string;
  model: string;
  quantity: number;
  unit: UnitKey;
  /** Estimated price of one unit; null for an item priced by its detail rows. */
  unitPrice: number | null;
  details: DetailTemplate[];
}

/** One demo section: what is bought, by whom, and where it stands. */
export interface ProjectTemplate {
  /** 0 tender, 1 inquiry. */
  biddingType: 0 | 1;
  /** Status of DESIGN.md §3; the times follow from it. */
  status: number;
  /** 1 materials, 2 engineering, 3 services. */
  projectType: 1 | 2 | 3;
  organization: OrganizationKey;
  currency: CurrencyCode;
  name: Text3;
  items: ItemTemplate[];
  options: ProjectOptions;
}

export interface ProjectOptions {
  /** Procurement method (sys_bidding_method); by default open tendering, or request for quotation. */
  method?: '1' | '2' | '3' | '4' | '5';
  /** 0 pay first, 1 deliver first, or a plan of payment by ratio; by default from the project type. */
  settle?: 0 | 1 | PaymentPlanKey;
  /** A further qualification the buyer requires. */
  otherQualification?: Text3;
  /** Distributors need the manufacturer's authorisation. */
  agencyLicense?: boolean;
  /** Technical base files are reviewed before the qualification stage. */
  technicalReview?: boolean;
  /** Bidding takes place on site, at the organization's address. */
  onSite?: boolean;
  /** Overrides the default: tenders take a deposit, inquiries do not. */
  deposit?: boolean;
  /** The tender documents are sold. */
  documentFee?: boolean;
  /** An open inquiry that closes this many hours from now (others close days away). */
  closesInHours?: number;
}

const item = (name: Text3, spec: string, quantity: number, unit: UnitKey, unitPrice: number, model = ''): ItemTemplate => ({
  name,
  spec,
  model,
  quantity,
  unit,
  unitPrice,
  details: [],
});

const lot = (name: Text3, spec: string, quantity: number, unit: UnitKey, details: DetailTemplate[]): ItemTemplate => ({
  name,
  spec,
  model: '',
  quantity,
  unit,
  unitPrice: null,
  details,
});

const detail = (name: Text3, spec: string, quantity: number, unit: UnitKey, unitPrice: number): DetailTemplate => ({
  name,
  spec,
  quantity,
  unit,
  unitPrice,
});

type Args = [projectType: 1 | 2 | 3, organization: OrganizationKey, currency: CurrencyCode, name: Text3, items: ItemTemplate[], options?: ProjectOptions];

const tender = (status: number, ...[projectType, organization, currency, name, items, options = {}]: Args): ProjectTemplate => ({
  biddingType: 0,
  status,
  projectType,
  organization,
  currency,
  name,
  items,
  options,
});

const inquiry = (status: number, ...[projectType, organization, currency, name, items, options = {}]: Args): ProjectTemplate => ({
  biddingType: 1,
  status,
  projectType,
  organization,
  currency,
  name,
  items,
  options,
});

const MATERIALS = 1;
const ENGINEERING = 2;
const SERVICES = 3;

const MEDICAL_REGISTRATION = t3(
  '投标产品须持有老挝卫生部颁发的医疗器械注册证',
  'Products must hold a medical device registration issued by the Lao Ministry of Health',
  'ຜະລິດຕະພັນຕ້ອງມີໃບທະບຽນອຸປະກອນການແພດ ທີ່ອອກໂດຍກະຊວງສາທາລະນະສຸກ ສປປ ລາວ',
);
const ROAD_LICENCE = t3(
  '具备公路工程施工二级及以上资质',
  'A road construction licence of grade 2 or higher',
  'ມີໃບອະນຸຍາດກໍ່ສ້າງທາງ ຂັ້ນ 2 ຂຶ້ນໄປ',
);
const BUILDING_LICENCE = t3(
  '具备房屋建筑工程施工资质',
  'A building construction licence',
  'ມີໃບອະນຸຍາດກໍ່ສ້າງອາຄານ',
);
const ELECTRICAL_LICENCE = t3(
  '具备电力工程施工资质',
  'A licence for electrical installation works',
  'ມີໃບອະນຸຍາດຕິດຕັ້ງລະບົບໄຟຟ້າ',
);
const TYPE_TESTS = t3(
  '投标产品须提供有资质实验室出具的型式试验报告',
  'Type test reports from an accredited laboratory for the offered products',
  'ມີບົດລາຍງານການທົດສອບແບບ ຈາກຫ້ອງທົດລອງທີ່ໄດ້ຮັບການຮັບຮອງ ສຳລັບຜະລິດຕະພັນທີ່ສະເໜີ',
);
const SECURITY_LICENCE = t3(
  '持有公安部颁发的保安服务许可证',
  'A security services licence issued by the Ministry of Public Security',
  'ມີໃບອະນຸຍາດດຳເນີນທຸລະກິດບໍລິການຮັກສາຄວາມປອດໄພ ທີ່ອອກໂດຍກະຊວງປ້ອງກັນຄວາມສະຫງົບ',
);
const FOOD_PERMIT = t3(
  '持有食品经营许可证，全部从业人员持有健康证明',
  'A food business permit, and a health certificate for every staff member',
  'ມີໃບອະນຸຍາດດຳເນີນທຸລະກິດອາຫານ ແລະ ພະນັກງານທຸກຄົນມີໃບຢັ້ງຢືນສຸຂະພາບ',
);
const FUEL_LICENCE = t3(
  '持有成品油经营许可证',
  'A licence to trade petroleum products',
  'ມີໃບອະນຸຍາດຄ້າຂາຍນ້ຳມັນເຊື້ອໄຟ',
);
const AUDIT_REGISTRATION = t3(
  '在老挝注册的会计师事务所，项目负责人具有注册审计师资格',
  'An audit firm registered in the Lao PDR, led by a certified public auditor',
  'ບໍລິສັດກວດສອບບັນຊີ ທີ່ຂຶ້ນທະບຽນໃນ ສປປ ລາວ ແລະ ຫົວໜ້າທີມເປັນນັກກວດສອບບັນຊີທີ່ໄດ້ຮັບອະນຸຍາດ',
);
const LIFT_AUTHORISATION = t3(
  '须为电梯制造商或其授权的维保单位',
  'The lift manufacturer or a maintenance company it has authorised',
  'ຕ້ອງເປັນບໍລິສັດຜູ້ຜະລິດລິບ ຫຼື ບໍລິສັດບຳລຸງຮັກສາ ທີ່ໄດ້ຮັບອະນຸຍາດຈາກຜູ້ຜະລິດ',
);

/** Tenders: every status of DESIGN.md §3, the three project types each. */
const TENDERS: ProjectTemplate[] = [
  // Announced, sign-up not yet open.
  tender(S.announced, MATERIALS, 'mahosot', 'USD',
    t3('玛霍索特医院医疗设备采购', 'Medical equipment for Mahosot Hospital, Vientiane', 'ການຈັດຊື້ອຸປະກອນການແພດ ສຳລັບໂຮງໝໍມະໂຫສົດ ນະຄອນຫຼວງວຽງຈັນ'),
    [
      lot(t3('数字化X射线摄影系统', 'Digital radiography (DR) system', 'ລະບົບເອັກສະເຣດິຈິຕອນ (DR)'), '43×43 cm flat panel detector, 50 kW generator', 1, 'set', [
        detail(t3('高压发生器 50 kW', 'X-ray generator, 50 kW', 'ເຄື່ອງກຳເນີດລັງສີເອັກ 50 kW'), '50 kW, 150 kV', 1, 'set', 62_000),
        detail(t3('平板探测器', 'Flat panel detector', 'ແຜ່ນຮັບພາບດິຈິຕອນ'), '43×43 cm, wireless', 2, 'pcs', 38_000),
        detail(t3('摄影床及球管立柱', 'Patient table and tube stand', 'ຕຽງກວດ ແລະ ເສົາຕັ້ງຫຼອດເອັກສະເຣ'), 'Floating table top', 1, 'set', 32_000),
        detail(t3('图像工作站及软件', 'Imaging workstation and software', 'ຄອມພິວເຕີ ແລະ ຊອບແວປະມວນຜົນພາບ'), 'DICOM 3.0', 1, 'set', 15_000),
      ]),
      lot(t3('彩色多普勒超声诊断仪', 'Colour Doppler ultrasound system', 'ເຄື່ອງອັນຕຣາຊາວດອບເປີສີ'), '21.5" monitor, 3 probes', 2, 'set', [
        detail(t3('主机', 'Main unit', 'ເຄື່ອງຫຼັກ'), '21.5" LED monitor', 2, 'unit', 36_000),
        detail(t3('凸阵探头', 'Convex probe', 'ຫົວສະແກນແບບໂຄ້ງ'), '2–5 MHz', 2, 'pcs', 4_500),
        detail(t3('线阵探头', 'Linear probe', 'ຫົວສະແກນແບບເສັ້ນຊື່'), '5–12 MHz', 2, 'pcs', 4_500),
        detail(t3('心脏探头', 'Cardiac probe', 'ຫົວສະແກນຫົວໃຈ'), '1–5 MHz phased array', 2, 'pcs', 3_000),
      ]),
      lot(t3('多参数病人监护仪', 'Multi-parameter patient monitor', 'ເຄື່ອງຕິດຕາມສັນຍານຊີບ'), 'ECG, SpO2, NIBP, TEMP', 20, 'unit', [
        detail(t3('监护仪', 'Bedside monitor', 'ເຄື່ອງຕິດຕາມຂ້າງຕຽງ'), '12.1" touch screen', 20, 'unit', 2_100),
        detail(t3('中央监护系统软件', 'Central monitoring software', 'ຊອບແວຕິດຕາມສູນກາງ'), 'Up to 32 beds', 1, 'set', 6_000),
      ]),
      lot(t3('重症监护呼吸机', 'ICU ventilator', 'ເຄື່ອງຊ່ວຍຫາຍໃຈ ICU'), 'Invasive and non-invasive modes', 6, 'unit', [
        detail(t3('呼吸机主机', 'Ventilator main unit', 'ເຄື່ອງຊ່ວຍຫາຍໃຈ'), '15" touch screen', 6, 'unit', 19_000),
        detail(t3('加温湿化器', 'Heated humidifier', 'ເຄື່ອງເພີ່ມຄວາມຊຸ່ມ'), 'Servo-controlled', 6, 'unit', 1_200),
        detail(t3('医用空气压缩机', 'Medical air compressor', 'ເຄື່ອງອັດອາກາດທາງການແພດ'), 'Oil-free', 6, 'unit', 800),
      ]),
    ],
    { otherQualification: MEDICAL_REGISTRATION, agencyLicense: true, technicalReview: true, settle: 'equipment', documentFee: true }),
  tender(S.announced, ENGINEERING, 'mpwt', 'LAK',
    t3('13号公路南段路面翻修工程', 'Road resurfacing of National Road 13 South', 'ການປູຢາງທາງຄືນໃໝ່ ເສັ້ນທາງເລກ 13 ໃຕ້'),
    [
      lot(t3('铣刨与基层修补', 'Milling and base repair', 'ການຂູດໜ້າທາງ ແລະ ສ້ອມແປງຊັ້ນພື້ນທາງ'), 'Km 20 to Km 48', 1, 'lump', [
        detail(t3('旧沥青面层铣刨 50 mm', 'Milling of existing asphalt, 50 mm', 'ການຂູດຊັ້ນຢາງເກົ່າ ໜາ 50 mm'), '50 mm depth', 84_000, 'm2', 18_000),
        detail(t3('碎石基层修补', 'Base course repair with crushed stone', 'ການສ້ອມແປງຊັ້ນພື້ນທາງດ້ວຍຫີນບົດ'), 'Graded crushed stone, CBR ≥ 80', 6_500, 'm3', 420_000),
      ]),
      lot(t3('沥青混凝土面层', 'Asphalt concrete surfacing', 'ຊັ້ນໜ້າທາງຢາງມະຕອຍ'), 'AC-13, 50 mm', 1, 'lump', [
        detail(t3('透层油', 'Prime coat', 'ການລາດຢາງຮອງພື້ນ'), 'MC-30, 1.0 L/m²', 84_000, 'm2', 12_000),
        detail(t3('沥青混凝土面层 50 mm', 'Asphalt concrete wearing course, 50 mm', 'ການປູຢາງມະຕອຍ ໜາ 50 mm'), 'AC-13, 50 mm compacted', 84_000, 'm2', 165_000),
      ]),
      lot(t3('排水及交通安全设施', 'Drainage and road safety', 'ລະບົບລະບາຍນ້ຳ ແລະ ຄວາມປອດໄພທາງ'), 'Both sides', 1, 'lump', [
        detail(t3('混凝土边沟', 'Concrete side drains', 'ຮ່ອງລະບາຍນ້ຳເບຕົງ'), '600×600 mm, C25', 3_200, 'm', 650_000),
        detail(t3('热熔标线', 'Thermoplastic road markings', 'ການຕີເສັ້ນຈະລາຈອນ ແບບເທີໂມພລາສຕິກ'), '3 mm, glass beads', 4_200, 'm2', 180_000),
        detail(t3('波形护栏', 'W-beam guardrail', 'ຮາວກັນຊົນ'), 'Galvanised, Class A', 1_500, 'm', 1_100_000),
      ]),
    ],
    { otherQualification: ROAD_LICENCE, technicalReview: true, onSite: true, documentFee: true }),
  tender(S.announced, SERVICES, 'finance', 'LAK',
    t3('2027年度办公楼保洁服务', 'Office cleaning services for 2027', 'ການບໍລິການທຳຄວາມສະອາດອາຄານຫ້ອງການ ປີ 2027'),
    [
      item(t3('办公楼日常保洁', 'Daily cleaning of office buildings', 'ການທຳຄວາມສະອາດອາຄານຫ້ອງການປະຈຳວັນ'), '12,500 m² floor area, 06:30–17:30', 12, 'month', 98_000_000),
      item(t3('外窗及玻璃幕墙清洗', 'Window and glass facade cleaning', 'ການລ້າງປ່ອງຢ້ຽມ ແລະ ຝາແກ້ວ'), 'Rope access, quarterly', 4, 'time', 45_000_000),
      item(t3('保洁耗材', 'Cleaning consumables', 'ວັດສະດຸສິ້ນເປືອງໃນການທຳຄວາມສະອາດ'), 'Detergents, paper, bin liners', 12, 'month', 12_500_000),
    ]),
  tender(S.announced, MATERIALS, 'edl', 'USD',
    t3('配电变压器采购（第二批）', 'Distribution transformers, batch 2', 'ການຈັດຊື້ໝໍ້ແປງໄຟຟ້າ ຊຸດທີ 2'),
    [
      item(t3('配电变压器 22/0.4 kV 100 kVA', 'Distribution transformer 22/0.4 kV, 100 kVA', 'ໝໍ້ແປງໄຟຟ້າ 22/0.4 kV 100 kVA'), 'Oil-immersed, ONAN, Dyn11, IEC 60076', 60, 'unit', 3_450, 'S13-M-100/22'),
      item(t3('配电变压器 22/0.4 kV 250 kVA', 'Distribution transformer 22/0.4 kV, 250 kVA', 'ໝໍ້ແປງໄຟຟ້າ 22/0.4 kV 250 kVA'), 'Oil-immersed, ONAN, Dyn11, IEC 60076', 40, 'unit', 5_900, 'S13-M-250/22'),
      item(t3('配电变压器 22/0.4 kV 400 kVA', 'Distribution transformer 22/0.4 kV, 400 kVA', 'ໝໍ້ແປງໄຟຟ້າ 22/0.4 kV 400 kVA'), 'Oil-immersed, ONAN, Dyn11, IEC 60076', 20, 'unit', 8_200, 'S13-M-400/22'),
      item(t3('跌落式熔断器 24 kV', 'Drop-out fuse cutout, 24 kV', 'ຟິວແບບດຣອບເອົາ 24 kV'), '100 A, 12.5 kA', 360, 'pcs', 85),
      item(t3('避雷器 24 kV', 'Surge arrester, 24 kV', 'ອຸປະກອນກັນຟ້າຜ່າ 24 kV'), 'Metal oxide, 10 kA', 360, 'pcs', 48),
    ],
    { otherQualification: TYPE_TESTS, agencyLicense: true, settle: 'equipment', documentFee: true }),

  // Sign-up open.
  tender(S.signupOpen, MATERIALS, 'railway', 'CNY',
    t3('普通硅酸盐水泥采购（P.O 42.5）', 'Supply of Portland cement P.O 42.5', 'ການສະໜອງຊີມັງປອກແລນ P.O 42.5'),
    [
      item(t3('袋装水泥 P.O 42.5', 'Bagged cement P.O 42.5', 'ຊີມັງ P.O 42.5 ບັນຈຸຖົງ'), '50 kg bags, GB 175', 3_000, 't', 520),
      item(t3('散装水泥 P.O 42.5', 'Bulk cement P.O 42.5', 'ຊີມັງ P.O 42.5 ແບບບໍ່ບັນຈຸຖົງ'), 'Bulk tanker delivery, GB 175', 5_000, 't', 480),
    ],
    { settle: 'delivery', documentFee: true }),
  tender(S.signupOpen, MATERIALS, 'mpwt', 'LAK',
    t3('13号公路桥梁工程螺纹钢采购', 'Steel rebar for bridge works on National Road 13', 'ການຈັດຊື້ເຫຼັກເສັ້ນ ສຳລັບວຽກກໍ່ສ້າງຂົວ ເສັ້ນທາງເລກ 13'),
    [
      item(t3('热轧带肋钢筋 HRB400 Ø12', 'Deformed steel rebar HRB400, Ø12 mm', 'ເຫຼັກເສັ້ນປ້ອງ HRB400 Ø12 mm'), '12 m lengths, GB/T 1499.2', 180, 't', 19_500_000),
      item(t3('热轧带肋钢筋 HRB400 Ø16', 'Deformed steel rebar HRB400, Ø16 mm', 'ເຫຼັກເສັ້ນປ້ອງ HRB400 Ø16 mm'), '12 m lengths, GB/T 1499.2', 240, 't', 19_200_000),
      item(t3('热轧带肋钢筋 HRB400 Ø20', 'Deformed steel rebar HRB400, Ø20 mm', 'ເຫຼັກເສັ້ນປ້ອງ HRB400 Ø20 mm'), '12 m lengths, GB/T 1499.2', 160, 't', 19_200_000),
      item(t3('热轧带肋钢筋 HRB400 Ø25', 'Deformed steel rebar HRB400, Ø25 mm', 'ເຫຼັກເສັ້ນປ້ອງ HRB400 Ø25 mm'), '12 m lengths, GB/T 1499.2', 90, 't', 19_400_000),
      item(t3('绑扎铁丝', 'Binding wire', 'ລວດມັດເຫຼັກ'), '1.2 mm annealed', 6, 't', 24_000_000),
    ]),
  tender(S.signupOpen, MATERIALS, 'education', 'LAK',
    t3('琅勃拉邦省小学课桌椅采购', 'School furniture for primary schools in Luang Prabang', 'ການຈັດຊື້ໂຕະຕັ່ງ ສຳລັບໂຮງຮຽນປະຖົມ ແຂວງຫຼວງພະບາງ'),
    [
      item(t3('双人课桌', 'Two-seat student desk', 'ໂຕະນັກຮຽນ 2 ບ່ອນນັ່ງ'), 'Steel frame, 18 mm MDF top, 1200×400×720 mm', 1_800, 'piece', 850_000),
      item(t3('学生椅', 'Student chair', 'ຕັ່ງນັກຮຽນ'), 'Steel frame, moulded seat, 380 mm high', 3_600, 'piece', 320_000),
      item(t3('教师讲桌', "Teacher's desk", 'ໂຕະຄູ'), '1200×600×750 mm, lockable drawer', 90, 'piece', 1_650_000),
      item(t3('白板', 'Whiteboard', 'ກະດານຂາວ'), '2400×1200 mm, magnetic', 90, 'board', 1_900_000),
      item(t3('书柜', 'Bookshelf', 'ຕູ້ໃສ່ປຶ້ມ'), '900×350×1800 mm, 5 shelves', 60, 'piece', 2_400_000),
    ],
    { settle: 'goods' }),
  tender(S.signupOpen, ENGINEERING, 'waterSupply', 'LAK',
    t3('西沙达纳县供水主管改造工程', 'Water main replacement in Sisattanak district', 'ການປ່ຽນທໍ່ສົ່ງນ້ຳຫຼັກ ເມືອງສີສັດຕະນາກ'),
    [
      item(t3('HDPE管 DN315 供货及敷设', 'HDPE pipe DN315, supply and laying', 'ການສະໜອງ ແລະ ວາງທໍ່ HDPE DN315'), 'PE100, PN10, butt-fusion joints', 4_200, 'm', 1_350_000),
      item(t3('HDPE管 DN200 供货及敷设', 'HDPE pipe DN200, supply and laying', 'ການສະໜອງ ແລະ ວາງທໍ່ HDPE DN200'), 'PE100, PN10, butt-fusion joints', 3_600, 'm', 720_000),
      item(t3('闸阀 DN200–DN300', 'Gate valves DN200–DN300', 'ວາວປະຕູນ້ຳ DN200–DN300'), 'Resilient seated, PN16', 36, 'pcs', 18_500_000),
      item(t3('沟槽开挖及路面恢复', 'Trench excavation and road reinstatement', 'ການຂຸດຮ່ອງ ແລະ ສ້ອມແປງໜ້າທາງຄືນ'), 'Depth up to 1.5 m', 7_800, 'm', 410_000),
      item(t3('水表井', 'Meter chambers', 'ບໍ່ໝໍ້ນັບນ້ຳ'), 'Precast concrete, with cover', 120, 'pcs', 3_200_000),
    ],
    { technicalReview: true, documentFee: true }),
  tender(S.signupOpen, SERVICES, 'railway', 'CNY',
    t3('万象站安保服务', 'Security guard services for Vientiane Station', 'ການບໍລິການຮັກສາຄວາມປອດໄພ ສະຖານີລົດໄຟວຽງຈັນ'),
    [
      item(t3('驻站保安（24小时三班）', 'Station guards, 24 hours in three shifts', 'ພະນັກງານຮັກສາຄວາມປອດໄພ ປະຈຳສະຖານີ (24 ຊົ່ວໂມງ, 3 ກະ)'), '24 guards', 288, 'personMonth', 5_200),
      item(t3('安检设备操作员', 'Security screening operators', 'ພະນັກງານກວດກາຄວາມປອດໄພ ປະຈຳເຄື່ອງສະແກນ'), '8 operators', 96, 'personMonth', 6_000),
      item(t3('巡逻车及装备', 'Patrol vehicle and equipment', 'ລົດລາດຕະເວນ ແລະ ອຸປະກອນ'), 'One vehicle, radios, torches', 12, 'month', 8_500),
    ],
    { otherQualification: SECURITY_LICENCE, settle: 1 }),
  tender(S.signupOpen, ENGINEERING, 'edl', 'USD',
    t3('纳赛通115 kV变电站扩建工程', 'Extension of the 115 kV Naxaythong substation', 'ການຂະຫຍາຍສະຖານີໄຟຟ້າຍ່ອຍ 115 kV ນາຊາຍທອງ'),
    [
      lot(t3('主变压器', 'Power transformer 115/22 kV, 30 MVA', 'ໝໍ້ແປງໄຟຟ້າກຳລັງ 115/22 kV 30 MVA'), 'ONAN/ONAF, on-load tap changer', 1, 'set', [
        detail(t3('主变压器本体', 'Transformer', 'ໝໍ້ແປງໄຟຟ້າ'), '30 MVA, YNd11', 1, 'unit', 820_000),
        detail(t3('绝缘油及附件', 'Insulating oil and accessories', 'ນ້ຳມັນໝໍ້ແປງ ແລະ ອຸປະກອນປະກອບ'), 'IEC 60296', 1, 'lump', 45_000),
        detail(t3('运输及安装', 'Transport and installation', 'ການຂົນສົ່ງ ແລະ ຕິດຕັ້ງ'), 'To site, on foundation', 1, 'lump', 60_000),
      ]),
      lot(t3('115 kV开关间隔', '115 kV switchgear bays', 'ອຸປະກອນສະວິດ 115 kV'), 'Outdoor AIS', 2, 'set', [
        detail(t3('SF6断路器', 'SF6 circuit breaker', 'ເບຣກເກີ SF6'), '123 kV, 2500 A, 31.5 kA', 2, 'unit', 68_000),
        detail(t3('隔离开关', 'Disconnector', 'ສະວິດຕັດຕອນ'), '123 kV, 2000 A', 6, 'unit', 9_500),
        detail(t3('电流互感器', 'Current transformer', 'ໝໍ້ແປງກະແສ'), '123 kV, 600/1 A', 6, 'unit', 6_200),
        detail(t3('保护及控制屏', 'Protection and control panel', 'ຕູ້ປ້ອງກັນ ແລະ ຄວບຄຸມ'), 'IEC 61850', 2, 'set', 42_000),
      ]),
      lot(t3('22 kV开关柜', '22 kV metal-clad switchgear', 'ຕູ້ສະວິດ 22 kV'), 'Indoor, vacuum breakers', 1, 'set', [
        detail(t3('进线柜', 'Incoming panel', 'ຕູ້ສາຍເຂົ້າ'), '1250 A', 1, 'set', 38_000),
        detail(t3('出线柜', 'Outgoing feeder panel', 'ຕູ້ສາຍອອກ'), '630 A', 6, 'set', 26_000),
        detail(t3('站用变压器 100 kVA', 'Station service transformer, 100 kVA', 'ໝໍ້ແປງໄຟຟ້າໃຊ້ໃນສະຖານີ 100 kVA'), '22/0.4 kV', 1, 'unit', 9_800),
      ]),
      lot(t3('土建工程', 'Civil works', 'ວຽກໂຍທາ'), 'Foundations, cable trenches, fence', 1, 'lump', [
        detail(t3('主变基础', 'Transformer foundation', 'ຮາກຖານໝໍ້ແປງ'), 'Reinforced concrete with oil pit', 1, 'lump', 48_000),
        detail(t3('电缆沟', 'Cable trenches', 'ຮ່ອງສາຍເຄເບີນ'), '800×800 mm, with covers', 420, 'm', 180),
        detail(t3('围墙', 'Perimeter fence', 'ຮົ້ວອ້ອມ'), '2.4 m, with razor wire', 360, 'm', 95),
      ]),
    ],
    { otherQualification: ELECTRICAL_LICENCE, technicalReview: true, settle: 'equipment', documentFee: true }),
  tender(S.signupOpen, MATERIALS, 'finance', 'USD',
    t3('省级财政厅笔记本电脑采购', 'Laptops for provincial finance departments', 'ການຈັດຊື້ຄອມພິວເຕີໂນດບຸກ ສຳລັບພະແນກການເງິນແຂວງ'),
    [
      item(t3('14英寸笔记本电脑', 'Laptop computer, 14 inch', 'ຄອມພິວເຕີໂນດບຸກ 14 ນິ້ວ'), 'Core i5, 16 GB RAM, 512 GB SSD, Windows 11 Pro', 180, 'unit', 780),
      item(t3('15.6英寸高性能笔记本电脑', 'Laptop computer, 15.6 inch, high performance', 'ຄອມພິວເຕີໂນດບຸກ 15.6 ນິ້ວ ປະສິດທິພາບສູງ'), 'Core i7, 32 GB RAM, 1 TB SSD, Windows 11 Pro', 20, 'unit', 1_350),
      item(t3('电脑包', 'Laptop bag', 'ກະເປົາຄອມພິວເຕີ'), 'Padded, 15.6 inch', 200, 'pcs', 18),
      item(t3('无线鼠标', 'Wireless mouse', 'ເມົາໄຮ້ສາຍ'), '2.4 GHz, USB receiver', 200, 'pcs', 12),
    ],
    { agencyLicense: true, settle: 1 }),

  // Sign-up closed, bidding not started.
  tender(S.signupClosed, MATERIALS, 'railway', 'CNY',
    t3('内燃机车配件采购', 'Spare parts for diesel locomotives', 'ການຈັດຊື້ອາໄຫຼ່ຫົວລາກລົດໄຟກາຊວນ'),
    [
      item(t3('机油滤芯', 'Engine oil filter element', 'ໄສ້ກອງນ້ຳມັນເຄື່ອງ'), 'For DF4 / DF7 series', 400, 'pcs', 260),
      item(t3('燃油滤芯', 'Fuel filter element', 'ໄສ້ກອງນ້ຳມັນເຊື້ອໄຟ'), 'For DF4 / DF7 series', 400, 'pcs', 180),
      item(t3('合成闸瓦', 'Composite brake shoe', 'ເກີບເບຣກ ແບບຄອມໂພສິດ'), 'High friction, TB/T 2403', 1_200, 'pcs', 420),
      item(t3('空气滤清器', 'Air filter', 'ໄສ້ກອງອາກາດ'), 'Panel type', 300, 'pcs', 350),
      item(t3('机车启动蓄电池', 'Locomotive starter battery', 'ແບັດເຕີຣີສະຕາດຫົວລາກ'), '48 V, 450 Ah', 48, 'unit', 6_800),
    ],
    { agencyLicense: true }),
  tender(S.signupClosed, ENGINEERING, 'mpwt', 'LAK',
    t3('10号公路南俄河大桥维修工程', 'Repair of the Nam Ngum bridge on National Road 10', 'ການສ້ອມແປງຂົວນ້ຳງື່ມ ເສັ້ນທາງເລກ 10'),
    [
      item(t3('桥面铺装', 'Deck resurfacing', 'ການປູໜ້າຂົວຄືນໃໝ່'), '80 mm asphalt over waterproofing', 2_400, 'm2', 520_000),
      item(t3('伸缩缝更换', 'Expansion joint replacement', 'ການປ່ຽນຂໍ້ຕໍ່ຂະຫຍາຍຕົວຂອງຂົວ'), 'Modular, 80 mm movement', 96, 'm', 14_500_000),
      item(t3('支座更换', 'Bearing replacement', 'ການປ່ຽນຢາງຮອງຄານຂົວ'), 'Elastomeric bearings 400×300×63 mm', 32, 'pcs', 21_000_000),
      item(t3('栏杆修复及涂装', 'Railing repair and painting', 'ການສ້ອມແປງ ແລະ ທາສີຮາວຂົວ'), 'Steel railing, epoxy paint system', 480, 'm', 1_150_000),
      item(t3('桥墩裂缝灌浆', 'Crack injection of piers', 'ການອັດສີດຮອຍແຕກຂອງຕີນເສົາຂົວ'), 'Epoxy resin injection', 350, 'm', 1_800_000),
    ],
    { otherQualification: ROAD_LICENCE, technicalReview: true, onSite: true }),
  tender(S.signupClosed, SERVICES, 'edl', 'USD',
    t3('信息系统运维服务（2026–2027）', 'IT infrastructure maintenance, 2026–2027', 'ການບໍລິການບຳລຸງຮັກສາລະບົບໄອທີ 2026–2027'),
    [
      item(t3('数据中心运维', 'Data centre operation and maintenance', 'ການບຳລຸງຮັກສາສູນຂໍ້ມູນ'), '24/7, 4-hour on-site response', 12, 'month', 9_800),
      item(t3('网络设备维保', 'Network equipment support', 'ການບຳລຸງຮັກສາອຸປະກອນເຄືອຂ່າຍ'), 'Switches, routers, firewalls', 12, 'month', 4_200),
      item(t3('桌面运维及服务台', 'Help desk and desktop support', 'ການບໍລິການຊ່ວຍເຫຼືອຜູ້ໃຊ້ ແລະ ຄອມພິວເຕີ'), 'About 900 users', 12, 'month', 3_600),
    ],
    { method: '2', technicalReview: true, settle: 1 }),

  // Bidding open.
  tender(S.quoting, MATERIALS, 'railway', 'CNY',
    t3('万象机务段机车用柴油采购', 'Diesel fuel for locomotives, Vientiane depot', 'ນ້ຳມັນກາຊວນ ສຳລັບຫົວລາກລົດໄຟ ສູນສ້ອມບຳລຸງວຽງຈັນ'),
    [
      item(t3('0号柴油', 'Diesel fuel', 'ນ້ຳມັນກາຊວນ'), 'Sulphur ≤ 50 ppm, EN 590 equivalent', 1_200_000, 'L', 7),
      item(t3('机车柴油机油', 'Locomotive engine oil', 'ນ້ຳມັນເຄື່ອງຫົວລາກ'), 'CF-4 15W-40', 24_000, 'L', 28),
    ],
    { otherQualification: FUEL_LICENCE, settle: 'delivery' }),
  tender(S.quoting, MATERIALS, 'champasakHospital', 'USD',
    t3('占巴塞省医院病床采购', 'Hospital beds for Champasak Provincial Hospital', 'ການຈັດຊື້ຕຽງຄົນເຈັບ ສຳລັບໂຮງໝໍແຂວງຈຳປາສັກ'),
    [
      item(t3('电动三功能病床', 'Electric three-function hospital bed', 'ຕຽງຄົນເຈັບໄຟຟ້າ 3 ຟັງຊັນ'), 'Back, knee and height adjustment, side rails', 60, 'piece', 1_450),
      item(t3('手动双摇病床', 'Manual two-crank hospital bed', 'ຕຽງຄົນເຈັບແບບໝຸນມື 2 ຟັງຊັນ'), 'Stainless steel cranks, castors with brakes', 140, 'piece', 520),
      item(t3('医用床垫', 'Medical mattress', 'ຟູກຕຽງຄົນເຈັບ'), 'Waterproof cover, 100 mm foam', 200, 'piece', 95),
      item(t3('床头柜', 'Bedside cabinet', 'ຕູ້ຂ້າງຕຽງ'), 'ABS, one drawer', 200, 'piece', 110),
    ],
    { otherQualification: MEDICAL_REGISTRATION, settle: 'goods' }),
  tender(S.quoting, ENGINEERING, 'education', 'LAK',
    t3('赛塔尼县两层教学楼建设工程', 'Construction of a two-storey classroom building in Xaythany', 'ການກໍ່ສ້າງອາຄານຮຽນ 2 ຊັ້ນ ເມືອງໄຊທານີ'),
    [
      lot(t3('基础工程', 'Foundations', 'ວຽກຮາກຖານ'), 'Pad footings and ground beams', 1, 'lump', [
        detail(t3('土方开挖', 'Excavation', 'ການຂຸດດິນ'), 'Machine and hand', 420, 'm3', 95_000),
        detail(t3('钢筋混凝土独立基础', 'Reinforced concrete footings', 'ຕີນເສົາເບຕົງເສີມເຫຼັກ'), 'C25', 86, 'm3', 4_200_000),
        detail(t3('地梁', 'Ground beams', 'ຄານຄອດິນ'), 'C25', 38, 'm3', 4_500_000),
      ]),
      lot(t3('主体结构', 'Structure', 'ວຽກໂຄງສ້າງ'), 'Reinforced concrete frame', 1, 'lump', [
        detail(t3('柱和梁', 'Columns and beams', 'ເສົາ ແລະ ຄານ'), 'C30', 124, 'm3', 4_800_000),
        detail(t3('楼板', 'Floor slab', 'ພື້ນເບຕົງ'), '120 mm, C30', 620, 'm2', 850_000),
        detail(t3('砖墙', 'Brick walls', 'ຝາກໍ່ດິນຈີ່'), '100 mm, plastered both sides', 1_350, 'm2', 280_000),
      ]),
      lot(t3('屋面及装修', 'Roof and finishes', 'ວຽກຫຼັງຄາ ແລະ ວຽກຕົບແຕ່ງ'), 'Metal roof, tiles, paint', 1, 'lump', [
        detail(t3('金属屋面', 'Metal roof', 'ຫຼັງຄາແຜ່ນເຫຼັກ'), '0.47 mm colour steel, insulated', 720, 'm2', 420_000),
        detail(t3('地砖', 'Floor tiles', 'ກະເບື້ອງປູພື້ນ'), '600×600 mm ceramic', 1_180, 'm2', 260_000),
        detail(t3('门窗', 'Doors and windows', 'ປະຕູ ແລະ ປ່ອງຢ້ຽມ'), 'Aluminium, clear glass', 68, 'set', 3_200_000),
        detail(t3('内外墙涂料', 'Painting', 'ການທາສີ'), 'Two coats, acrylic', 3_600, 'm2', 45_000),
      ]),
      lot(t3('水电安装', 'Electrical and plumbing', 'ການຕິດຕັ້ງລະບົບໄຟຟ້າ ແລະ ນ້ຳປະປາ'), 'Complete installation', 1, 'lump', [
        detail(t3('电气安装', 'Electrical installation', 'ການຕິດຕັ້ງລະບົບໄຟຟ້າ'), 'Lighting, sockets, fans, distribution board', 1, 'lump', 265_000_000),
        detail(t3('给排水及卫生间', 'Plumbing and toilets', 'ລະບົບນ້ຳປະປາ ແລະ ຫ້ອງນ້ຳ'), '12 toilets, 2 water tanks', 1, 'lump', 188_000_000),
      ]),
    ],
    { otherQualification: BUILDING_LICENCE, technicalReview: true, documentFee: true }),
  tender(S.quoting, SERVICES, 'edl', 'LAK',
    t3('老挝国家电力公司总部食堂餐饮服务', 'Canteen catering services for the EDL head office', 'ການບໍລິການອາຫານ ໂຮງອາຫານສຳນັກງານໃຫຍ່ ລັດວິສາຫະກິດໄຟຟ້າລາວ'),
    [
      item(t3('工作日午餐', 'Weekday lunch for staff', 'ອາຫານທ່ຽງວັນລັດຖະການ ສຳລັບພະນັກງານ'), 'Two dishes, soup, rice, fruit', 96_000, 'meal', 25_000),
      item(t3('加班晚餐', 'Dinner for overtime work', 'ອາຫານແລງ ສຳລັບການເຮັດວຽກລ່ວງເວລາ'), 'Set menu', 8_000, 'meal', 30_000),
      item(t3('会议茶歇', 'Meeting refreshments', 'ອາຫານວ່າງ ແລະ ເຄື່ອງດື່ມ ສຳລັບກອງປະຊຸມ'), 'Coffee, tea, pastries', 6_000, 'serving', 20_000),
    ],
    { otherQualification: FOOD_PERMIT, settle: 1 }),

  // Bidding ended.
  tender(S.quotingEnded, MATERIALS, 'edl', 'USD',
    t3('22 kV中压电力电缆采购', 'Medium-voltage power cables, 22 kV', 'ການຈັດຊື້ສາຍເຄເບີນໄຟຟ້າແຮງກາງ 22 kV'),
    [
      item(t3('交联电缆 3×240 mm²', 'XLPE cable 3×240 mm², 22 kV', 'ສາຍເຄເບີນ XLPE 3×240 mm² 22 kV'), 'Copper, armoured, IEC 60502-2', 8_000, 'm', 62),
      item(t3('交联电缆 3×120 mm²', 'XLPE cable 3×120 mm², 22 kV', 'ສາຍເຄເບີນ XLPE 3×120 mm² 22 kV'), 'Copper, armoured, IEC 60502-2', 12_000, 'm', 38),
      item(t3('户外电缆终端', 'Outdoor cable termination', 'ຫົວຕໍ່ປາຍສາຍເຄເບີນ ແບບນອກອາຄານ'), 'Heat-shrink, 24 kV', 120, 'set', 420),
      item(t3('中间接头', 'Straight-through joint', 'ຂໍ້ຕໍ່ກາງສາຍເຄເບີນ'), 'Heat-shrink, 24 kV', 80, 'set', 380),
    ],
    { otherQualification: TYPE_TESTS, settle: 'goods' }),
  tender(S.quotingEnded, ENGINEERING, 'vientianePublicWorks', 'LAK',
    t3('凯山·丰威汉大道路灯工程', 'Street lighting on Kaysone Phomvihane Avenue', 'ການຕິດຕັ້ງໄຟທາງ ຖະໜົນໄກສອນ ພົມວິຫານ'),
    [
      item(t3('LED路灯 150 W', 'LED street light, 150 W', 'ໂຄມໄຟທາງ LED 150 W'), '≥ 140 lm/W, IP66, 50,000 h', 420, 'unit', 6_800_000),
      item(t3('镀锌灯杆 10 m', 'Galvanised lighting pole, 10 m', 'ເສົາໄຟທາງ ສູງ 10 ແມັດ'), 'Hot-dip galvanised, with bracket', 420, 'pcs', 9_500_000),
      item(t3('地下电缆敷设', 'Underground cabling', 'ການວາງສາຍໄຟຟ້າໃຕ້ດິນ'), 'Cu 4×16 mm² in HDPE duct', 12_600, 'm', 185_000),
      item(t3('路灯控制箱', 'Lighting control cabinet', 'ຕູ້ຄວບຄຸມໄຟທາງ'), 'Astronomical timer, remote monitoring', 14, 'set', 42_000_000),
    ],
    { otherQualification: ELECTRICAL_LICENCE }),
  tender(S.quotingEnded, SERVICES, 'energy', 'USD',
    t3('野外巡查车辆租赁服务', 'Vehicle rental for field inspections', 'ການບໍລິການເຊົ່າລົດ ສຳລັບການລົງກວດກາພາກສະໜາມ'),
    [
      item(t3('四驱皮卡（含司机）', '4×4 pickup with driver', 'ລົດກະບະ 4×4 ພ້ອມຄົນຂັບ'), 'Fuel included, 250 km per day', 480, 'day', 95),
      item(t3('越野车（含司机）', 'SUV with driver', 'ລົດ SUV ພ້ອມຄົນຂັບ'), 'Fuel included, 250 km per day', 240, 'day', 120),
      item(t3('15座中巴车（含司机）', '15-seat minibus with driver', 'ລົດຕູ້ 15 ບ່ອນນັ່ງ ພ້ອມຄົນຂັບ'), 'Fuel included', 60, 'day', 140),
    ],
    { method: '3', settle: 1 }),

  // Bid opening and evaluation.
  tender(S.evaluating, MATERIALS, 'health', 'USD',
    t3('县级医院救护车采购', 'Ambulances for district hospitals', 'ການຈັດຊື້ລົດສຸກເສີນ ສຳລັບໂຮງໝໍເມືອງ'),
    [
      item(t3('B型救护车（四驱）', 'Type B ambulance, 4×4', 'ລົດສຸກເສີນ ປະເພດ B ຂັບເຄື່ອນ 4 ລໍ້'), 'Diesel, EN 1789 type B', 12, 'vehicle', 68_000),
      item(t3('救护车担架', 'Ambulance stretcher', 'ເປຫາມຄົນເຈັບ ສຳລັບລົດສຸກເສີນ'), 'Self-loading, 200 kg', 12, 'set', 2_800),
      item(t3('车载供氧系统', 'On-board oxygen system', 'ລະບົບອົກຊີເຈນໃນລົດ'), 'Two 10 L cylinders with regulators', 12, 'set', 1_900),
    ],
    { otherQualification: MEDICAL_REGISTRATION, agencyLicense: true, settle: 'goods' }),
  tender(S.evaluating, ENGINEERING, 'agriculture', 'LAK',
    t3('沙湾拿吉省灌溉渠道修复工程', 'Rehabilitation of irrigation canals in Savannakhet', 'ການຟື້ນຟູຄອງຊົນລະປະທານ ແຂວງສະຫວັນນະເຂດ'),
    [
      item(t3('渠道清淤', 'Canal desilting', 'ການຂຸດລອກຕະກອນໃນຄອງ'), 'Main and secondary canals', 18_000, 'm3', 85_000),
      item(t3('混凝土衬砌', 'Concrete lining', 'ການເທເບຕົງຫຸ້ມຄອງ'), '100 mm, C20', 6_400, 'm2', 620_000),
      item(t3('节制闸', 'Check gates', 'ປະຕູນ້ຳຄວບຄຸມ'), 'Steel gates with hoists', 14, 'set', 95_000_000),
    ],
    { technicalReview: true }),
  tender(S.evaluating, SERVICES, 'health', 'LAK',
    t3('卫生部办公楼物业维护服务', 'Building maintenance services for the Ministry of Health', 'ການບໍລິການບຳລຸງຮັກສາອາຄານ ກະຊວງສາທາລະນະສຸກ'),
    [
      item(t3('机电设备维保', 'Maintenance of power, water and air-conditioning systems', 'ການບຳລຸງຮັກສາລະບົບໄຟຟ້າ, ນ້ຳ ແລະ ເຄື່ອງປັບອາກາດ'), 'Preventive visits and call-outs', 12, 'month', 68_000_000),
      item(t3('零星维修', 'Minor repairs', 'ການສ້ອມແປງທົ່ວໄປ'), 'Up to 40 work orders per month', 12, 'month', 22_000_000),
    ],
    { settle: 1 }),

  // Result published.
  tender(S.resultPublished, MATERIALS, 'railway', 'CNY',
    t3('铁路道砟采购', 'Railway ballast supply', 'ການສະໜອງຫີນໂຮຍທາງລົດໄຟ'),
    [
      item(t3('一级道砟', 'Grade 1 ballast, 25–63 mm', 'ຫີນໂຮຍທາງລົດໄຟ ຂະໜາດ 25–63 mm'), 'Crushed granite, TB/T 2140', 90_000, 't', 68),
      item(t3('底砟', 'Sub-ballast, 0–40 mm', 'ຫີນຮອງພື້ນ ຂະໜາດ 0–40 mm'), 'Graded crushed stone', 30_000, 't', 45),
    ],
    { settle: 'delivery' }),
  tender(S.resultPublished, MATERIALS, 'energy', 'USD',
    t3('农村户用太阳能发电系统采购', 'Solar home systems for rural households', 'ການຈັດຊື້ລະບົບໄຟຟ້າແສງຕາເວັນ ສຳລັບຄົວເຮືອນຊົນນະບົດ'),
    [
      item(t3('户用光伏系统 300 W', 'Solar home system, 300 W', 'ລະບົບໄຟຟ້າແສງຕາເວັນ 300 W'), 'Panel, 100 Ah LiFePO4 battery, controller', 1_500, 'set', 420),
      item(t3('LED灯具套件', 'LED lamp kit', 'ຊຸດຫຼອດໄຟ LED'), 'Four 5 W lamps with cables', 1_500, 'set', 35),
      item(t3('安装调试', 'Installation and commissioning', 'ການຕິດຕັ້ງ ແລະ ທົດລອງໃຊ້'), 'Per household, with user training', 1_500, 'set', 45),
    ],
    { settle: 'equipment' }),
  tender(S.resultPublished, ENGINEERING, 'luangPrabangHospital', 'LAK',
    t3('琅勃拉邦省医院污水处理站工程', 'Wastewater treatment plant for Luang Prabang Provincial Hospital', 'ການກໍ່ສ້າງລະບົບບຳບັດນ້ຳເສຍ ໂຮງໝໍແຂວງຫຼວງພະບາງ'),
    [
      item(t3('一体化污水处理设备', 'Packaged wastewater treatment unit', 'ເຄື່ອງບຳບັດນ້ຳເສຍແບບສຳເລັດຮູບ'), '150 m³/day, MBR process', 1, 'set', 2_850_000_000),
      item(t3('调节池', 'Equalisation tank', 'ອ່າງປັບສະມະດຸນນ້ຳ'), 'Reinforced concrete, 120 m³', 1, 'lump', 680_000_000),
      item(t3('污水收集管网', 'Collection pipework', 'ລະບົບທໍ່ລວບລວມນ້ຳເສຍ'), 'uPVC DN150–DN300', 1_200, 'm', 420_000),
    ],
    { otherQualification: BUILDING_LICENCE, technicalReview: true }),
  tender(S.resultPublished, SERVICES, 'edl', 'USD',
    t3('2025财年外部审计服务', 'External audit services for the 2025 financial year', 'ການບໍລິການກວດສອບບັນຊີພາຍນອກ ສົກປີ 2025'),
    [
      item(t3('财务报表审计', 'Audit of the financial statements', 'ການກວດສອບບົດລາຍງານການເງິນ'), 'IFRS, consolidated', 1, 'lump', 96_000),
      item(t3('内部控制评审', 'Internal control review', 'ການທົບທວນລະບົບຄວບຄຸມພາຍໃນ'), 'Management letter included', 1, 'lump', 28_000),
    ],
    { method: '2', otherQualification: AUDIT_REGISTRATION, deposit: false, settle: 'services' }),

  // Closed.
  tender(S.closed, MATERIALS, 'education', 'LAK',
    t3('打印机及复印机采购', 'Printers and photocopiers', 'ການຈັດຊື້ເຄື່ອງພິມ ແລະ ເຄື່ອງຖ່າຍເອກະສານ'),
    [
      item(t3('A4黑白激光打印机', 'Mono laser printer, A4', 'ເຄື່ອງພິມເລເຊີ A4 ຂາວດຳ'), '40 ppm, duplex, network', 120, 'unit', 5_600_000),
      item(t3('A3多功能复印机', 'Multifunction photocopier, A3', 'ເຄື່ອງຖ່າຍເອກະສານອະເນກປະສົງ A3'), 'Copy, print, scan, 35 ppm', 24, 'unit', 52_000_000),
      item(t3('硒鼓', 'Toner cartridge', 'ຕະຫຼັບໝຶກ'), 'Original, for the offered printers', 480, 'pcs', 950_000),
    ],
    { agencyLicense: true, settle: 'goods' }),
  tender(S.closed, ENGINEERING, 'mpwt', 'LAK',
    t3('万荣县红土路改造工程', 'Upgrade of a laterite road in Vang Vieng district', 'ການປັບປຸງທາງລູກຮັງ ເມືອງວັງວຽງ'),
    [
      item(t3('路基整修', 'Subgrade preparation', 'ການປັບປຸງພື້ນທາງ'), 'Grading and compaction, 95% MDD', 54_000, 'm2', 28_000),
      item(t3('红土基层 200 mm', 'Laterite base course, 200 mm', 'ຊັ້ນພື້ນທາງລູກຮັງ ໜາ 200 mm'), 'Compacted laterite, CBR ≥ 30', 10_800, 'm3', 240_000),
      item(t3('圆管涵 Ø1000', 'Pipe culvert, Ø1000 mm', 'ທໍ່ລອດທາງ Ø1000 mm'), 'Reinforced concrete, with headwalls', 24, 'pcs', 38_000_000),
    ],
    { otherQualification: ROAD_LICENCE }),
  tender(S.closed, SERVICES, 'finance', 'USD',
    t3('政府采购业务培训服务', 'Training on public procurement for finance officers', 'ການຝຶກອົບຮົມດ້ານການຈັດຊື້-ຈັດຈ້າງຂອງລັດ ສຳລັບພະນັກງານການເງິນ'),
    [
      item(t3('五天培训课程', 'Five-day training course', 'ຫຼັກສູດຝຶກອົບຮົມ 5 ມື້'), '50 participants per course', 8, 'course', 6_500),
      item(t3('老英双语培训教材', 'Training materials in Lao and English', 'ເອກະສານປະກອບການຝຶກອົບຮົມ ພາສາລາວ ແລະ ອັງກິດ'), 'Printed and electronic', 400, 'set', 25),
    ],
    { deposit: false, settle: 'services' }),

  // Failed.
  tender(S.abandoned, MATERIALS, 'railway', 'CNY',
    t3('万象站消防器材采购', 'Fire-fighting equipment for Vientiane Station', 'ການຈັດຊື້ອຸປະກອນດັບເພີງ ສຳລັບສະຖານີລົດໄຟວຽງຈັນ'),
    [
      item(t3('ABC干粉灭火器 4 kg', 'ABC dry powder extinguisher, 4 kg', 'ຖັງດັບເພີງ ຜົງເຄມີແຫ້ງ ABC 4 kg'), 'GB 4351', 600, 'pcs', 95),
      item(t3('二氧化碳灭火器 5 kg', 'CO2 extinguisher, 5 kg', 'ຖັງດັບເພີງ CO2 5 kg'), 'GB 4351', 200, 'pcs', 420),
      item(t3('消防水带 DN65', 'Fire hose DN65, 25 m', 'ສາຍສີດນ້ຳດັບເພີງ DN65 ຍາວ 25 ແມັດ'), '1.6 MPa, with couplings', 160, 'pcs', 260),
      item(t3('感烟探测器', 'Smoke detector', 'ອຸປະກອນກວດຈັບຄວັນໄຟ'), 'Addressable, photoelectric', 900, 'pcs', 85),
    ]),
  tender(S.abandoned, ENGINEERING, 'finance', 'LAK',
    t3('占巴塞省财政厅办公楼翻新工程', 'Renovation of the Champasak provincial finance office', 'ການປັບປຸງອາຄານຫ້ອງການ ພະແນກການເງິນແຂວງຈຳປາສັກ'),
    [
      item(t3('屋面翻新', 'Roof replacement', 'ການປ່ຽນຫຼັງຄາໃໝ່'), 'Colour steel sheets, new purlins', 860, 'm2', 450_000),
      item(t3('室内装修', 'Interior finishes', 'ວຽກຕົບແຕ່ງພາຍໃນ'), 'Ceilings, tiles, painting', 1_400, 'm2', 380_000),
      item(t3('电气改造', 'Electrical rewiring', 'ການປ່ຽນລະບົບສາຍໄຟຟ້າ'), 'Complete rewiring with new boards', 1, 'lump', 245_000_000),
    ],
    { otherQualification: BUILDING_LICENCE }),

  // Suspended: one during sign-up, one during bidding.
  tender(S.suspended, MATERIALS, 'edl', 'USD',
    t3('智能电表采购', 'Smart electricity meters', 'ການຈັດຊື້ໝໍ້ນັບໄຟຟ້າອັດສະລິຍະ'),
    [
      item(t3('单相智能电表', 'Single-phase smart meter', 'ໝໍ້ນັບໄຟຟ້າອັດສະລິຍະ 1 ເຟສ'), 'IEC 62053-21, prepaid, PLC', 20_000, 'unit', 28),
      item(t3('三相智能电表', 'Three-phase smart meter', 'ໝໍ້ນັບໄຟຟ້າອັດສະລິຍະ 3 ເຟສ'), 'IEC 62053-21, prepaid, PLC', 3_000, 'unit', 75),
      item(t3('数据集中器', 'Data concentrator', 'ເຄື່ອງລວບລວມຂໍ້ມູນ'), 'PLC and 4G', 400, 'unit', 320),
      item(t3('主站软件', 'Head-end system software', 'ຊອບແວລະບົບສູນກາງ'), 'Licences for 25,000 meters', 1, 'set', 95_000),
    ],
    { otherQualification: TYPE_TESTS, technicalReview: true, settle: 'equipment', documentFee: true }),
  tender(S.suspended, ENGINEERING, 'waterSupply', 'USD',
    t3('金娜摩水厂水泵更换工程', 'Pump replacement at the Chinaimo water treatment plant', 'ການປ່ຽນປ້ຳນ້ຳ ໂຮງງານຜະລິດນ້ຳປະປາຈີນາຍໂມ້'),
    [
      item(t3('卧式中开泵 900 m³/h', 'Horizontal split-case pump, 900 m³/h', 'ປ້ຳນ້ຳແບບແຍກໂຕເຮືອນ 900 m³/ຊມ'), 'Head 55 m, 250 kW motor', 4, 'unit', 86_000),
      item(t3('变频器 250 kW', 'Variable frequency drive, 250 kW', 'ເຄື່ອງປັບຄວາມຖີ່ 250 kW'), '400 V, IP54 cabinet', 4, 'unit', 32_000),
      item(t3('拆除、安装及调试', 'Removal, installation and commissioning', 'ການຮື້ຖອນ, ຕິດຕັ້ງ ແລະ ທົດລອງໃຊ້'), 'Plant in operation during works', 1, 'lump', 96_000),
    ],
    { technicalReview: true, settle: 'equipment' }),

  // Drafts, not public.
  tender(S.draft, MATERIALS, 'railway', 'CNY',
    t3('铁路员工制服采购', 'Uniforms for railway staff', 'ການຈັດຊື້ເຄື່ອງແບບພະນັກງານທາງລົດໄຟ'),
    [
      item(t3('夏季制服', 'Summer uniform', 'ເຄື່ອງແບບລະດູຮ້ອນ'), 'Polyester-cotton, short sleeves', 1_800, 'set', 320),
      item(t3('冬季制服', 'Winter uniform', 'ເຄື່ອງແບບລະດູໜາວ'), 'Wool blend jacket and trousers', 1_800, 'set', 560),
      item(t3('劳保鞋', 'Safety shoes', 'ເກີບນິລະໄພ'), 'Steel toe cap, oil resistant', 1_800, 'pair', 260),
    ]),
  tender(S.draft, SERVICES, 'centralBank', 'USD',
    t3('网络安全评估服务', 'Network security assessment', 'ການບໍລິການປະເມີນຄວາມປອດໄພເຄືອຂ່າຍ'),
    [
      item(t3('渗透测试', 'Penetration testing', 'ການທົດສອບການເຈາະລະບົບ'), 'External and internal, 40 systems', 1, 'lump', 58_000),
      item(t3('安全评估及报告', 'Security assessment and report', 'ການປະເມີນ ແລະ ລາຍງານຄວາມປອດໄພ'), 'ISO 27001 gap analysis', 1, 'lump', 24_000),
    ],
    { method: '2', technicalReview: true, settle: 'services' }),
];

/** Inquiries: they never use 7, 8 or 9. */
const INQUIRIES: ProjectTemplate[] = [
  // Inquiring: several close within hours or days.
  inquiry(S.quoting, MATERIALS, 'finance', 'LAK',
    t3('A4复印纸采购', 'A4 copy paper for the Ministry of Finance', 'ການຈັດຊື້ເຈ້ຍ A4 ສຳລັບກະຊວງການເງິນ'),
    [
      item(t3('A4复印纸 80 g', 'A4 copy paper, 80 g/m²', 'ເຈ້ຍ A4 80 g/m²'), '500 sheets per ream', 2_400, 'ream', 42_000),
      item(t3('A3复印纸 80 g', 'A3 copy paper, 80 g/m²', 'ເຈ້ຍ A3 80 g/m²'), '500 sheets per ream', 200, 'ream', 85_000),
    ],
    { closesInHours: 3 }),
  inquiry(S.quoting, MATERIALS, 'edl', 'LAK',
    t3('备用发电机柴油采购', 'Diesel fuel for standby generators', 'ການຈັດຊື້ນ້ຳມັນກາຊວນ ສຳລັບເຄື່ອງປັ່ນໄຟສຳຮອງ'),
    [item(t3('柴油', 'Diesel fuel', 'ນ້ຳມັນກາຊວນ'), 'Delivered to 6 substations in Vientiane', 60_000, 'L', 23_500)],
    { closesInHours: 7, otherQualification: FUEL_LICENCE, settle: 0 }),
  inquiry(S.quoting, MATERIALS, 'health', 'LAK',
    t3('打印机硒鼓采购', 'Printer toner cartridges', 'ການຈັດຊື້ຕະຫຼັບໝຶກເຄື່ອງພິມ'),
    [
      item(t3('黑色硒鼓 CF226A', 'Black toner cartridge CF226A', 'ຕະຫຼັບໝຶກສີດຳ CF226A'), 'Original or compatible, 3,100 pages', 120, 'pcs', 1_250_000),
      item(t3('黑色硒鼓 CRG-057', 'Black toner cartridge CRG-057', 'ຕະຫຼັບໝຶກສີດຳ CRG-057'), 'Original or compatible, 3,100 pages', 80, 'pcs', 980_000),
      item(t3('彩色硒鼓套装', 'Colour toner set, CMYK', 'ຊຸດຕະຫຼັບໝຶກສີ CMYK'), 'For colour laser MFPs', 30, 'set', 4_800_000),
    ],
    { closesInHours: 20 }),
  inquiry(S.quoting, SERVICES, 'mahosot', 'LAK',
    t3('玛霍索特医院空调维护保养服务', 'Air-conditioner servicing for Mahosot Hospital', 'ການບໍລິການບຳລຸງຮັກສາເຄື່ອງປັບອາກາດ ໂຮງໝໍມະໂຫສົດ'),
    [
      item(t3('分体空调清洗保养', 'Cleaning and servicing of split units', 'ການລ້າງ ແລະ ບຳລຸງຮັກສາແອແບບແຍກສ່ວນ'), '9,000–24,000 BTU', 420, 'unit', 250_000),
      item(t3('补充冷媒 R32', 'Refrigerant top-up, R32', 'ການເຕີມນ້ຳຢາແອ R32'), 'Up to 1 kg per unit', 180, 'unit', 350_000),
      item(t3('中央空调冷水机组保养', 'Chiller servicing', 'ການບຳລຸງຮັກສາລະບົບແອສູນກາງ (Chiller)'), '2 × 300 RT', 2, 'unit', 38_000_000),
    ],
    { settle: 1 }),
  inquiry(S.quoting, MATERIALS, 'edl', 'CNY',
    t3('变电站班组劳保用品采购', 'Personal protective equipment for substation crews', 'ການຈັດຊື້ອຸປະກອນປ້ອງກັນຄວາມປອດໄພສ່ວນບຸກຄົນ ສຳລັບທີມງານສະຖານີໄຟຟ້າ'),
    [
      item(t3('安全帽', 'Safety helmet', 'ໝວກນິລະໄພ'), 'ABS, 6-point harness, EN 397', 500, 'pcs', 45),
      item(t3('绝缘手套 10 kV', 'Insulating gloves, 10 kV', 'ຖົງມືກັນໄຟຟ້າ 10 kV'), 'Class 1, IEC 60903', 300, 'pair', 180),
      item(t3('绝缘靴', 'Insulating boots', 'ເກີບບູດກັນໄຟຟ້າ'), '20 kV tested', 300, 'pair', 220),
      item(t3('反光背心', 'Reflective vest', 'ເສື້ອກັກສະທ້ອນແສງ'), 'EN ISO 20471 class 2', 500, 'pcs', 25),
      item(t3('全身式安全带', 'Full-body safety harness', 'ສາຍແອວນິລະໄພ ແບບເຕັມໂຕ'), 'With double lanyard, EN 361', 200, 'set', 280),
    ]),
  inquiry(S.quoting, MATERIALS, 'mpwt', 'USD',
    t3('载重汽车轮胎采购', 'Truck tyres for road maintenance fleet', 'ການຈັດຊື້ຢາງລົດບັນທຸກ ສຳລັບລົດບຳລຸງຮັກສາທາງ'),
    [
      item(t3('全钢子午线轮胎 11R22.5', 'All-steel radial tyre 11R22.5', 'ຢາງລົດບັນທຸກ 11R22.5'), '16 ply, tubeless', 160, 'tyre', 260),
      item(t3('全钢子午线轮胎 12R22.5', 'All-steel radial tyre 12R22.5', 'ຢາງລົດບັນທຸກ 12R22.5'), '18 ply, tubeless', 80, 'tyre', 285),
    ]),
  inquiry(S.quoting, ENGINEERING, 'railway', 'CNY',
    t3('万象站办公楼会议室改造', 'Meeting room refurbishment, Vientiane Station office', 'ການປັບປຸງຫ້ອງປະຊຸມ ອາຄານຫ້ອງການສະຖານີລົດໄຟວຽງຈັນ'),
    [
      item(t3('矿棉板吊顶', 'Suspended mineral fibre ceiling', 'ເພດານແບບແຂວນ'), '600×600 mm on steel grid', 320, 'm2', 180),
      item(t3('方块地毯', 'Carpet tiles', 'ພົມປູພື້ນແບບແຜ່ນ'), 'Nylon, 500×500 mm', 320, 'm2', 150),
      item(t3('会议音视频系统', 'Audio-visual system', 'ລະບົບພາບ ແລະ ສຽງ'), '86" display, 20 microphones, video conferencing', 1, 'lump', 168_000),
    ],
    { deposit: true, settle: 'works' }),
  inquiry(S.quoting, SERVICES, 'university', 'LAK',
    t3('东多校区绿化养护服务', 'Landscaping and grounds maintenance, Dongdok campus', 'ການບໍລິການເບິ່ງແຍງສວນ ແລະ ພື້ນທີ່ສີຂຽວ ວິທະຍາເຂດດົງໂດກ'),
    [
      item(t3('草坪修剪', 'Lawn mowing', 'ການຕັດຫຍ້າ'), 'About 18 ha, twice a month', 12, 'month', 18_000_000),
      item(t3('树木修剪', 'Tree pruning', 'ການຕັດແຕ່ງກິ່ງງ່າຕົ້ນໄມ້'), 'Including removal of cuttings', 4, 'time', 25_000_000),
    ],
    { settle: 1 }),
  inquiry(S.quoting, MATERIALS, 'health', 'USD',
    t3('实验室试剂及耗材采购', 'Laboratory reagents and consumables', 'ການຈັດຊື້ນ້ຳຢາ ແລະ ວັດສະດຸສິ້ນເປືອງ ສຳລັບຫ້ອງວິເຄາະ'),
    [
      item(t3('实时荧光PCR检测试剂盒', 'Real-time PCR test kit, 96 tests', 'ຊຸດນ້ຳຢາກວດ Real-time PCR (96 ເທສ)'), 'CE-IVD, cold chain 2–8 °C', 150, 'box', 380),
      item(t3('核酸提取试剂盒', 'Nucleic acid extraction kit', 'ຊຸດນ້ຳຢາສະກັດກົດນິວຄລີອິກ'), 'Magnetic beads, 96 preps', 150, 'box', 210),
      item(t3('带滤芯移液器吸头 200 µl', 'Filter pipette tips, 200 µl', 'ຫົວດູດປີເປັດ ແບບມີຕົວກອງ 200 µl'), 'Sterile, 96 per rack, 10 racks per box', 400, 'box', 14),
      item(t3('离心管 1.5 ml', 'Microcentrifuge tubes, 1.5 ml', 'ທໍ່ປັ່ນແຍກ 1.5 ml'), 'Sterile, 500 per box', 200, 'box', 9),
    ],
    { otherQualification: MEDICAL_REGISTRATION, agencyLicense: true }),

  // Inquiry ended.
  inquiry(S.quotingEnded, MATERIALS, 'edl', 'LAK',
    t3('巴色分公司办公家具采购', 'Office furniture for the EDL branch in Pakse', 'ການຈັດຊື້ເຟີນີເຈີຫ້ອງການ ສຳລັບສາຂາໄຟຟ້າປາກເຊ'),
    [
      item(t3('带抽屉办公桌', 'Office desk with drawers', 'ໂຕະເຮັດວຽກ ພ້ອມລິ້ນຊັກ'), '1400×700×750 mm', 60, 'piece', 2_800_000),
      item(t3('人体工学办公椅', 'Ergonomic office chair', 'ຕັ່ງຫ້ອງການ'), 'Mesh back, adjustable arms', 60, 'piece', 1_450_000),
      item(t3('钢制文件柜', 'Steel filing cabinet', 'ຕູ້ເອກະສານເຫຼັກ'), '4 drawers, lockable', 30, 'piece', 2_200_000),
      item(t3('12人会议桌', 'Meeting table, 12 seats', 'ໂຕະປະຊຸມ 12 ບ່ອນນັ່ງ'), '3600×1400 mm', 2, 'piece', 14_500_000),
    ]),
  inquiry(S.quotingEnded, ENGINEERING, 'vientianePublicWorks', 'LAK',
    t3('塔都路道路标线工程', 'Road markings on Thadeua Road', 'ການຕີເສັ້ນຈະລາຈອນ ຖະໜົນທ່າເດື່ອ'),
    [
      item(t3('热熔标线', 'Thermoplastic road markings', 'ການຕີເສັ້ນຈະລາຈອນ ແບບເທີໂມພລາສຕິກ'), '3 mm, glass beads', 3_800, 'm2', 175_000),
      item(t3('突起路标', 'Raised pavement markers', 'ໝຸດສະທ້ອນແສງເທິງໜ້າທາງ'), 'Two-way, aluminium', 2_400, 'pcs', 85_000),
    ],
    { settle: 'works' }),
  inquiry(S.quotingEnded, SERVICES, 'finance', 'LAK',
    t3('文件快递服务', 'Courier services for official documents', 'ການບໍລິການຂົນສົ່ງເອກະສານດ່ວນ'),
    [
      item(t3('万象市内当日达', 'Same-day delivery within Vientiane', 'ການສົ່ງເອກະສານພາຍໃນນະຄອນຫຼວງວຽງຈັນ ພາຍໃນມື້'), 'Up to 2 kg', 3_000, 'item', 25_000),
      item(t3('寄往各省', 'Delivery to the provinces', 'ການສົ່ງເອກະສານໄປແຂວງ'), 'Up to 2 kg, 2 working days', 1_800, 'item', 60_000),
    ],
    { settle: 1 }),

  // Evaluation.
  inquiry(S.evaluating, MATERIALS, 'education', 'USD',
    t3('学校计算机教室台式电脑采购', 'Desktop computers for school IT rooms', 'ການຈັດຊື້ຄອມພິວເຕີຕັ້ງໂຕະ ສຳລັບຫ້ອງຄອມພິວເຕີຂອງໂຮງຮຽນ'),
    [
      item(t3('台式电脑（含23.8英寸显示器）', 'Desktop computer with 23.8" monitor', 'ຄອມພິວເຕີຕັ້ງໂຕະ ພ້ອມຈໍ 23.8 ນິ້ວ'), 'Core i3, 8 GB RAM, 256 GB SSD', 240, 'unit', 620),
      item(t3('24口网络交换机', '24-port network switch', 'ສະວິດເຄືອຂ່າຍ 24 ພອດ'), 'Gigabit, unmanaged', 12, 'unit', 280),
      item(t3('UPS 1 kVA', 'UPS, 1 kVA', 'ເຄື່ອງສຳຮອງໄຟ UPS 1 kVA'), 'Line-interactive', 12, 'unit', 160),
    ],
    { agencyLicense: true }),
  inquiry(S.evaluating, ENGINEERING, 'waterSupply', 'LAK',
    t3('金娜摩水厂围墙维修', 'Perimeter fence repair at the Chinaimo water plant', 'ການສ້ອມແປງຮົ້ວອ້ອມ ໂຮງງານນ້ຳປະປາຈີນາຍໂມ້'),
    [
      item(t3('砖砌围墙修复', 'Brick wall repair', 'ການສ້ອມແປງຮົ້ວກໍ່ດິນຈີ່'), '2.4 m high, plastered and painted', 320, 'm', 850_000),
      item(t3('钢制大门 6 m', 'Steel gate, 6 m', 'ປະຕູຮົ້ວເຫຼັກ ກວ້າງ 6 ແມັດ'), 'Sliding, galvanised', 2, 'set', 28_000_000),
      item(t3('刀片刺绳', 'Razor wire', 'ລວດໜາມແບບໃບມີດ'), 'Concertina, 450 mm', 640, 'm', 65_000),
    ],
    { settle: 'works' }),
  inquiry(S.evaluating, SERVICES, 'mahosot', 'LAK',
    t3('玛霍索特医院虫害防治服务', 'Pest control services for Mahosot Hospital', 'ການບໍລິການກຳຈັດແມງໄມ້ ແລະ ສັດລົບກວນ ໂຮງໝໍມະໂຫສົດ'),
    [
      item(t3('灭鼠灭蟑', 'Rodent and cockroach control', 'ການກຳຈັດໜູ ແລະ ແມງສາບ'), 'Monthly, hospital-safe products', 12, 'month', 9_500_000),
      item(t3('白蚁防治', 'Termite treatment', 'ການກຳຈັດປວກ'), 'Soil treatment and baiting', 1, 'lump', 48_000_000),
      item(t3('灭蚊喷雾', 'Mosquito fogging', 'ການສີດຢາກຳຈັດຍຸງ'), 'Twice a month in the rainy season', 24, 'time', 2_500_000),
    ],
    { settle: 1 }),

  // Result published.
  inquiry(S.resultPublished, MATERIALS, 'waterSupply', 'CNY',
    t3('镀锌钢管采购', 'Galvanised steel pipes', 'ການຈັດຊື້ທໍ່ເຫຼັກຊຸບສັງກະສີ'),
    [
      item(t3('镀锌钢管 DN50', 'Galvanised steel pipe DN50', 'ທໍ່ເຫຼັກຊຸບສັງກະສີ DN50'), '6 m, 3.5 mm wall, GB/T 3091', 1_200, 'length', 150),
      item(t3('镀锌钢管 DN80', 'Galvanised steel pipe DN80', 'ທໍ່ເຫຼັກຊຸບສັງກະສີ DN80'), '6 m, 4.0 mm wall, GB/T 3091', 600, 'length', 260),
      item(t3('镀锌钢管 DN100', 'Galvanised steel pipe DN100', 'ທໍ່ເຫຼັກຊຸບສັງກະສີ DN100'), '6 m, 4.0 mm wall, GB/T 3091', 400, 'length', 340),
    ],
    { deposit: true, settle: 'delivery' }),
  inquiry(S.resultPublished, MATERIALS, 'edl', 'CNY',
    t3('低压电线电缆采购', 'Low-voltage wires and cables', 'ການຈັດຊື້ສາຍໄຟຟ້າແຮງຕ່ຳ'),
    [
      item(t3('铜芯线 BV 2.5 mm²', 'Copper wire BV 2.5 mm²', 'ສາຍໄຟທອງແດງ BV 2.5 mm²'), '100 m per roll, 450/750 V', 500, 'roll', 180),
      item(t3('铜芯线 BV 4 mm²', 'Copper wire BV 4 mm²', 'ສາຍໄຟທອງແດງ BV 4 mm²'), '100 m per roll, 450/750 V', 300, 'roll', 290),
      item(t3('电力电缆 YJV 4×25 mm²', 'Power cable YJV 4×25 mm²', 'ສາຍເຄເບີນ YJV 4×25 mm²'), '0.6/1 kV, copper', 2_000, 'm', 95),
    ],
    { deposit: true }),
  inquiry(S.resultPublished, SERVICES, 'railway', 'CNY',
    t3('中老英翻译服务', 'Translation services, Chinese, Lao and English', 'ການບໍລິການແປພາສາ ຈີນ, ລາວ ແລະ ອັງກິດ'),
    [
      item(t3('文件笔译（中老互译）', 'Document translation, Chinese–Lao', 'ການແປເອກະສານ ພາສາຈີນ-ລາວ'), 'Technical and contract documents', 1_200, 'page', 120),
      item(t3('会议口译', 'Conference interpreting', 'ການແປພາສາປາກເປົ່າໃນກອງປະຊຸມ'), 'Consecutive, Chinese–Lao–English', 60, 'day', 2_400),
    ],
    { method: '3', settle: 1 }),
  inquiry(S.resultPublished, ENGINEERING, 'railway', 'CNY',
    t3('物资仓库屋面防水维修', 'Roof waterproofing of the materials warehouse', 'ການກັນຊຶມຫຼັງຄາສາງວັດສະດຸ'),
    [
      item(t3('SBS改性沥青防水卷材（两层）', 'SBS modified bitumen membrane, two layers', 'ແຜ່ນກັນຊຶມ SBS 2 ຊັ້ນ'), '4 mm + 3 mm, torch applied', 2_600, 'm2', 68),
      item(t3('彩钢屋面板更换', 'Replacement of colour steel roof sheets', 'ການປ່ຽນແຜ່ນມຸງຫຼັງຄາເຫຼັກ'), '0.5 mm, trapezoidal', 800, 'm2', 95),
    ],
    { settle: 'works' }),

  // Closed.
  inquiry(S.closed, MATERIALS, 'health', 'LAK',
    t3('桶装及瓶装饮用水采购', 'Bottled drinking water', 'ການຈັດຊື້ນ້ຳດື່ມບັນຈຸຕຸກ ແລະ ຂວດ'),
    [
      item(t3('桶装饮用水 18.9 L', 'Drinking water, 18.9 L bottle', 'ນ້ຳດື່ມ ຕຸກ 18.9 ລິດ'), 'Returnable bottle', 4_800, 'bottle', 12_000),
      item(t3('瓶装饮用水 500 ml', 'Drinking water, 500 ml (24 bottles per case)', 'ນ້ຳດື່ມ 500 ml (24 ຂວດ ຕໍ່ແກັດ)'), 'Weekly delivery', 1_200, 'case', 55_000),
    ],
    { settle: 0 }),
  inquiry(S.closed, MATERIALS, 'luangPrabangHospital', 'USD',
    t3('医用手套及口罩采购', 'Medical gloves and masks', 'ການຈັດຊື້ຖົງມືການແພດ ແລະ ຜ້າອັດປາກ'),
    [
      item(t3('丁腈检查手套', 'Nitrile examination gloves', 'ຖົງມືກວດພະຍາດ ໄນໄຕຣລ໌'), 'Powder-free, 100 per box, sizes S–L', 2_000, 'box', 6.5),
      item(t3('IIR型医用外科口罩', 'Surgical mask, type IIR', 'ຜ້າອັດປາກທາງການແພດ ປະເພດ IIR'), '50 per box, EN 14683', 1_500, 'box', 4.8),
      item(t3('N95防护口罩', 'N95 respirator', 'ໜ້າກາກ N95'), '20 per box, NIOSH approved', 400, 'box', 18),
    ],
    { otherQualification: MEDICAL_REGISTRATION }),
  inquiry(S.closed, SERVICES, 'mpwt', 'LAK',
    t3('公务车辆维护保养服务', 'Vehicle maintenance services', 'ການບໍລິການບຳລຸງຮັກສາລົດ'),
    [
      item(t3('皮卡定期保养', 'Scheduled servicing of pickups', 'ການບຳລຸງຮັກສາລົດກະບະຕາມກຳນົດ'), 'Oil, filters, 40-point check', 140, 'time', 1_800_000),
      item(t3('刹车及轮胎检修', 'Brake and tyre checks', 'ການກວດສ້ອມເບຣກ ແລະ ຢາງລົດ'), 'Parts charged separately', 80, 'time', 950_000),
    ],
    { settle: 1 }),

  // Abandoned.
  inquiry(S.abandoned, MATERIALS, 'finance', 'USD',
    t3('会议室投影设备采购', 'Projectors for meeting rooms', 'ການຈັດຊື້ເຄື່ອງສາຍພາບ ສຳລັບຫ້ອງປະຊຸມ'),
    [
      item(t3('投影仪 5000流明', 'Projector, 5000 lumens', 'ເຄື່ອງສາຍພາບ 5000 ລູເມນ'), 'WUXGA, laser light source', 30, 'unit', 850),
      item(t3('电动投影幕 120英寸', 'Motorised screen, 120 inch', 'ຈໍສາຍພາບໄຟຟ້າ 120 ນິ້ວ'), '16:10, remote control', 30, 'pcs', 240),
    ]),
  inquiry(S.abandoned, ENGINEERING, 'champasakHospital', 'LAK',
    t3('占巴塞省医院停车场铺装工程', 'Car park paving at Champasak Provincial Hospital', 'ການປູພື້ນລານຈອດລົດ ໂຮງໝໍແຂວງຈຳປາສັກ'),
    [
      item(t3('混凝土铺装 150 mm', 'Concrete paving, 150 mm', 'ການເທພື້ນເບຕົງ ໜາ 150 mm'), 'C25 on 150 mm crushed stone', 2_400, 'm2', 360_000),
      item(t3('带盖板排水沟', 'Drainage channel with grating', 'ຮ່ອງລະບາຍນ້ຳ ພ້ອມຝາປິດເຫຼັກ'), '300 mm wide', 260, 'm', 780_000),
    ],
    { settle: 'works' }),

  // Suspended.
  inquiry(S.suspended, MATERIALS, 'champasakPublicWorks', 'LAK',
    t3('河砂及碎石采购', 'River sand and crushed stone', 'ການຈັດຊື້ຊາຍແມ່ນ້ຳ ແລະ ຫີນບົດ'),
    [
      item(t3('河砂', 'River sand', 'ຊາຍແມ່ນ້ຳ'), 'Washed, medium grade', 3_000, 'm3', 180_000),
      item(t3('碎石 1–2 cm', 'Crushed stone, 1–2 cm', 'ຫີນບົດ 1–2 cm'), 'Limestone', 4_000, 'm3', 260_000),
    ]),
  inquiry(S.suspended, SERVICES, 'education', 'LAK',
    t3('办公室搬迁服务', 'Office relocation services', 'ການບໍລິການຍ້າຍຫ້ອງການ'),
    [
      item(t3('打包及搬运', 'Packing and moving of office contents', 'ການຫຸ້ມຫໍ່ ແລະ ຂົນຍ້າຍອຸປະກອນຫ້ອງການ'), 'About 240 staff, over two weekends', 1, 'lump', 165_000_000),
      item(t3('新办公室网络布线', 'Network cabling at the new office', 'ການວາງສາຍເຄືອຂ່າຍ ຢູ່ຫ້ອງການໃໝ່'), 'Cat 6, tested and labelled', 180, 'point', 650_000),
    ],
    { settle: 1 }),

  // Drafts.
  inquiry(S.draft, MATERIALS, 'centralBank', 'USD',
    t3('数据中心UPS电源采购', 'UPS units for the data centre', 'ການຈັດຊື້ເຄື່ອງສຳຮອງໄຟ UPS ສຳລັບສູນຂໍ້ມູນ'),
    [
      item(t3('模块化UPS 200 kVA', 'Modular UPS, 200 kVA', 'ເຄື່ອງສຳຮອງໄຟ UPS ແບບໂມດູນ 200 kVA'), 'Online double conversion, N+1', 2, 'unit', 38_000),
      item(t3('蓄电池组（15分钟后备）', 'Battery string, 15 minutes autonomy', 'ຊຸດແບັດເຕີຣີ ສຳຮອງໄດ້ 15 ນາທີ'), 'VRLA, 12 V 150 Ah', 2, 'set', 24_000),
    ],
    { agencyLicense: true }),
  inquiry(S.draft, SERVICES, 'mahosot', 'LAK',
    t3('玛霍索特医院电梯维保服务', 'Lift maintenance for Mahosot Hospital', 'ການບໍລິການບຳລຸງຮັກສາລິບ ໂຮງໝໍມະໂຫສົດ'),
    [item(t3('客梯及病床梯维保', 'Maintenance of passenger and bed lifts', 'ການບຳລຸງຮັກສາລິບໂດຍສານ ແລະ ລິບຂົນສົ່ງຄົນເຈັບ'), '8 lifts, monthly visits, 2-hour call-out', 12, 'month', 32_000_000)],
    { method: '5', otherQualification: LIFT_AUTHORISATION, settle: 1 }),
];

/** Every demo section, tenders first. */
export const PROJECTS: readonly ProjectTemplate[] = [...TENDERS, ...INQUIRIES];
