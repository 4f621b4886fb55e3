import type { AddressInput, ProductInput } from '@portside/contracts';
import type { Db } from '../db/client.js';
import {
  createAddress,
  createProduct,
  upsertWarehouse,
  type WarehouseInput,
} from '../modules/orders/catalogue-service.js';

/**
 * The demo forwarder's origin warehouses and an overseas warehouse (made up for the demo; the FBA
 * centres come with migration 0012), and each demo company's product catalogue and addresses,
 * written through the catalogue's services.
 */
const WAREHOUSES: WarehouseInput[] = [
  {
    WarehouseCode: 'SZX-WH1',
    Kind: 'origin',
    Name: 'Portside Shenzhen Yantian warehouse',
    CountryCode: 'CN',
    Province: 'Guangdong',
    City: 'Shenzhen',
    AddressLine: 'Building 3, 88 Yantian Port Logistics Park, Yantian District',
    PostalCode: '518083',
    OpeningHours: "Mon-Sat 09:00-18:00 (CST); cut-off for the week's sailing Thursday 12:00",
    ReceivingRules: [
      'Every carton carries the order number and carton number (shipping mark) on two sides',
      'FBA labels on every carton before delivery; no old labels left visible',
      'Cartons at most 63.5 cm a side and 22.7 kg unless agreed (Amazon box rules)',
      'Batteries, magnets, liquids and powders only with their documents sent ahead',
      'Book a delivery slot one working day ahead; trucks over 9.6 m by appointment',
    ],
    Contact: 'Warehouse desk',
    Phone: '+8675525280001',
  },
  {
    WarehouseCode: 'NGB-WH1',
    Kind: 'origin',
    Name: 'Portside Ningbo Beilun warehouse',
    CountryCode: 'CN',
    Province: 'Zhejiang',
    City: 'Ningbo',
    AddressLine: '66 Xinqi Road, Beilun District',
    PostalCode: '315800',
    OpeningHours: 'Mon-Fri 08:30-17:30 (CST)',
    ReceivingRules: [
      'Every carton carries the order number and carton number on two sides',
      'Pallets at most 1.2 x 1.0 x 1.8 m',
      'No dangerous goods',
    ],
    Contact: 'Warehouse desk',
    Phone: '+8657486880002',
  },
  {
    WarehouseCode: 'CAN-WH1',
    Kind: 'origin',
    Name: 'Portside Guangzhou Baiyun air warehouse',
    CountryCode: 'CN',
    Province: 'Guangdong',
    City: 'Guangzhou',
    AddressLine: '12 Konggang Avenue, Huadu District',
    PostalCode: '510800',
    OpeningHours: 'Daily 09:00-21:00 (CST); air cut-off 16:00 the day before the flight',
    ReceivingRules: [
      'Air cargo: batteries only with UN38.3 and MSDS, magnets with a magnetic inspection report',
      'No liquids or powders without an air transport appraisal',
      'FBA labels on every carton before delivery',
    ],
    Contact: 'Air desk',
    Phone: '+862036060003',
  },
  {
    WarehouseCode: 'ONT-OW1',
    Kind: 'overseas',
    Name: 'Portside Ontario overseas warehouse',
    CountryCode: 'US',
    Province: 'CA',
    City: 'Ontario',
    AddressLine: '1500 S Haven Ave',
    PostalCode: '91761',
    OpeningHours: 'Mon-Fri 08:00-16:30 (PT)',
    ReceivingRules: ['Devanning by appointment', 'Relabelling and palletising on request'],
    Contact: 'US operations',
    Phone: '+19095550104',
  },
];

type DemoProduct = Pick<ProductInput, 'Sku' | 'NameEn' | 'NameZh'> & Partial<ProductInput>;

const product = (fields: DemoProduct): ProductInput => ({
  Fnsku: null,
  HsCode: null,
  DeclaredValue: null,
  Currency: 'USD',
  UnitWeightKg: null,
  LengthCm: null,
  WidthCm: null,
  HeightCm: null,
  IsBattery: false,
  IsMagnetic: false,
  IsLiquid: false,
  IsPowder: false,
  IsBrand: false,
  ...fields,
});

const DIRECT_PRODUCTS: ProductInput[] = [
  {
    Sku: 'BW-LAMP-WHT',
    Fnsku: 'X001BWLMP1',
    NameEn: 'LED desk lamp, white',
    NameZh: 'LED 台灯 白色',
    HsCode: '940520',
    DeclaredValue: '8.50',
    UnitWeightKg: 0.9,
    LengthCm: 42,
    WidthCm: 16,
    HeightCm: 12,
  },
  {
    Sku: 'BW-LAMP-BLK',
    Fnsku: 'X001BWLMP2',
    NameEn: 'LED desk lamp, black',
    NameZh: 'LED 台灯 黑色',
    HsCode: '940520',
    DeclaredValue: '8.50',
    UnitWeightKg: 0.9,
    LengthCm: 42,
    WidthCm: 16,
    HeightCm: 12,
  },
  {
    Sku: 'BW-LAMP-RCH',
    Fnsku: 'X001BWLMP3',
    NameEn: 'Rechargeable bedside lamp',
    NameZh: '充电床头灯',
    HsCode: '940540',
    DeclaredValue: '11.20',
    UnitWeightKg: 0.6,
    IsBattery: true,
  },
  {
    Sku: 'BW-TOWEL-6',
    Fnsku: 'X001BWTWL6',
    NameEn: 'Cotton bath towels, set of 6',
    NameZh: '纯棉浴巾 6 条装',
    HsCode: '630260',
    DeclaredValue: '14.00',
    UnitWeightKg: 2.4,
    LengthCm: 35,
    WidthCm: 30,
    HeightCm: 18,
  },
  {
    Sku: 'BW-KNIFE-BLK',
    Fnsku: 'X001BWKNF1',
    NameEn: 'Magnetic knife strip',
    NameZh: '磁性刀架',
    HsCode: '830249',
    DeclaredValue: '4.60',
    UnitWeightKg: 0.35,
    IsMagnetic: true,
  },
  {
    Sku: 'BW-SOAP-DISP',
    Fnsku: 'X001BWSOP1',
    NameEn: 'Soap dispenser with refill',
    NameZh: '皂液器（含补充液）',
    HsCode: '340130',
    DeclaredValue: '3.90',
    UnitWeightKg: 0.55,
    IsLiquid: true,
  },
  {
    Sku: 'BW-CLEAN-PWD',
    NameEn: 'Oxygen cleaning powder',
    NameZh: '氧净清洁粉',
    HsCode: '340220',
    DeclaredValue: '2.80',
    UnitWeightKg: 1,
    IsPowder: true,
  },
  {
    Sku: 'BW-PILLOW-2',
    Fnsku: 'X001BWPLW2',
    NameEn: 'Memory foam pillows, pair',
    NameZh: '记忆棉枕头 一对',
    HsCode: '940490',
    DeclaredValue: '12.00',
    UnitWeightKg: 2.8,
    LengthCm: 60,
    WidthCm: 40,
    HeightCm: 25,
  },
  {
    Sku: 'BW-MUG-SET',
    Fnsku: 'X001BWMUG4',
    NameEn: 'Ceramic mug set of 4',
    NameZh: '陶瓷马克杯 4 只装',
    HsCode: '691200',
    DeclaredValue: '6.40',
    UnitWeightKg: 1.6,
    IsBrand: true,
  },
  // Added to the catalogue before its value was known: the conformance check refuses it until then.
  {
    Sku: 'BW-RUG-120',
    NameEn: 'Washable rug 120 x 170 cm',
    NameZh: '可水洗地毯 120x170',
    HsCode: '570500',
    UnitWeightKg: 3.2,
  },
].map(product);

const AGENT_PRODUCTS: ProductInput[] = [
  {
    Sku: 'HC-BIKE-LIGHT',
    Fnsku: 'X002HCBKL1',
    NameEn: 'Bicycle light set, USB rechargeable',
    NameZh: '自行车灯套装 USB 充电',
    HsCode: '851210',
    DeclaredValue: '6.90',
    Currency: 'EUR',
    UnitWeightKg: 0.25,
    IsBattery: true,
  },
  {
    Sku: 'HC-BOTTLE-750',
    Fnsku: 'X002HCBTL7',
    NameEn: 'Insulated bottle 750 ml',
    NameZh: '保温瓶 750 毫升',
    HsCode: '961700',
    DeclaredValue: '5.10',
    Currency: 'EUR',
    UnitWeightKg: 0.42,
  },
  {
    Sku: 'HC-PHONE-MOUNT',
    Fnsku: 'X002HCPHM1',
    NameEn: 'Magnetic phone mount',
    NameZh: '磁吸手机支架',
    HsCode: '392690',
    DeclaredValue: '3.30',
    Currency: 'EUR',
    UnitWeightKg: 0.12,
    IsMagnetic: true,
  },
  {
    Sku: 'HC-TENT-2P',
    Fnsku: 'X002HCTNT2',
    NameEn: 'Two-person tent',
    NameZh: '双人帐篷',
    HsCode: '630622',
    DeclaredValue: '24.00',
    Currency: 'EUR',
    UnitWeightKg: 2.9,
    LengthCm: 55,
    WidthCm: 18,
    HeightCm: 18,
  },
  {
    Sku: 'HC-YOGA-MAT',
    Fnsku: 'X002HCYGM1',
    NameEn: 'Yoga mat 6 mm',
    NameZh: '瑜伽垫 6 毫米',
    HsCode: '401699',
    DeclaredValue: '4.70',
    Currency: 'EUR',
    UnitWeightKg: 1.1,
  },
].map(product);

const address = (
  fields: Pick<AddressInput, 'Kind' | 'Label' | 'City' | 'AddressLine1'> & Partial<AddressInput>,
): AddressInput => ({
  Contact: 'Li Wei',
  Phone: '+8675588886666',
  Email: null,
  CountryCode: 'CN',
  Province: 'Guangdong',
  AddressLine2: '',
  PostalCode: '',
  IsDefault: false,
  ...fields,
});

const DIRECT_ADDRESSES: AddressInput[] = [
  address({
    Kind: 'sender',
    Label: 'Brightwave head office',
    City: 'Shenzhen',
    AddressLine1: '18 Keji Road, Nanshan District',
    PostalCode: '518057',
    IsDefault: true,
    Email: 'shipping@brightwave.example',
  }),
  address({
    Kind: 'pickup',
    Label: 'Dongguan factory',
    City: 'Dongguan',
    AddressLine1: '7 Songshan Lake Industrial Road',
    PostalCode: '523808',
    Contact: 'Chen Jun',
    Phone: '+8676922220000',
    IsDefault: true,
  }),
  address({
    Kind: 'pickup',
    Label: 'Yiwu supplier',
    Province: 'Zhejiang',
    City: 'Yiwu',
    AddressLine1: '156 Chouzhou North Road',
    PostalCode: '322000',
    Contact: 'Wang Fang',
    Phone: '+8657985550000',
  }),
];

const AGENT_ADDRESSES: AddressInput[] = [
  address({
    Kind: 'sender',
    Label: 'Hanseatic Shenzhen office',
    City: 'Shenzhen',
    AddressLine1: '2001 Shennan Avenue, Futian District',
    PostalCode: '518048',
    Contact: 'Anna Becker',
    Phone: '+8675583330000',
    IsDefault: true,
  }),
  address({
    Kind: 'pickup',
    Label: 'Ningbo supplier',
    Province: 'Zhejiang',
    City: 'Ningbo',
    AddressLine1: '99 Jiangnan Road, Yinzhou District',
    PostalCode: '315100',
    Contact: 'Zhou Min',
    Phone: '+8657488880000',
    IsDefault: true,
  }),
];

export async function seedDemoCatalogue(
  db: Db,
  now: Date,
  companies: { direct: string; agent: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const warehouse of WAREHOUSES) await upsertWarehouse(tx, warehouse);
    for (const [companyId, products, addresses] of [
      [companies.direct, DIRECT_PRODUCTS, DIRECT_ADDRESSES],
      [companies.agent, AGENT_PRODUCTS, AGENT_ADDRESSES],
    ] as const) {
      for (const input of products) await createProduct(tx, now, companyId, input);
      for (const input of addresses) await createAddress(tx, now, companyId, input);
    }
  });
}
