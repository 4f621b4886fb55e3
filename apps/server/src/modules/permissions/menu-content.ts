import { type Labels, PORTAL_PAGES, type PortalPage, SHIPMENT_EXPORT_PERMISSION } from '@portside/contracts';

export interface MenuSeed {
  Code: string;
  Labels: Labels;
  Url: string;
  Icon: string;
  /** 1 menu entry or folder, 2 hidden page, 3 button permission. */
  MenuType: 1 | 2 | 3;
  Children?: readonly MenuSeed[];
}

const button = (Code: string, Labels: Labels): MenuSeed => ({ Code, Labels, Url: '', Icon: '', MenuType: 3 });

/** The Code and Url of a page's menu entry, from the page list in contracts. */
const menuPage = (page: PortalPage): Pick<MenuSeed, 'Code' | 'Url'> => ({ Code: page.menuCode, Url: page.path });

/**
 * The menu and permission tree of the portal (spec §2 routes, §6 codes). Urls are the web app's
 * routes; a menu whose page the web app does not have yet is left out of its menu by the web.
 */
export const MENU_TREE: readonly MenuSeed[] = [
  {
    ...menuPage(PORTAL_PAGES.dashboard),
    Labels: { 'zh-CN': '首页', 'en-US': 'Dashboard', 'fr-FR': 'Tableau de bord', 'de-DE': 'Übersicht' },
    Icon: 'dashboard',
    MenuType: 1,
    Children: [
      {
        ...menuPage(PORTAL_PAGES.messageHistory),
        Labels: {
          'zh-CN': '消息记录',
          'en-US': 'Message history',
          'fr-FR': 'Historique des messages',
          'de-DE': 'Nachrichtenverlauf',
        },
        Icon: 'message',
        MenuType: 2,
      },
    ],
  },
  {
    Code: 'CargoStatus',
    Labels: {
      'zh-CN': '货物跟踪',
      'en-US': 'Cargo status',
      'fr-FR': 'Suivi des marchandises',
      // Not "Sendungsverfolgung": that is Track & trace, a page of this group (issue 16).
      'de-DE': 'Frachtstatus',
    },
    Url: '/cargoStatus',
    Icon: 'container',
    MenuType: 1,
    Children: [
      {
        ...menuPage(PORTAL_PAGES.newOrders),
        Labels: {
          'zh-CN': '最新订单',
          'en-US': 'New orders',
          'fr-FR': 'Nouvelles commandes',
          'de-DE': 'Neue Aufträge',
        },
        Icon: 'file-add',
        MenuType: 1,
      },
      {
        ...menuPage(PORTAL_PAGES.allShipment),
        Labels: {
          'zh-CN': '全部货物',
          'en-US': 'All shipments',
          'fr-FR': 'Tous les envois',
          'de-DE': 'Alle Sendungen',
        },
        Icon: 'unordered-list',
        MenuType: 1,
      },
      {
        ...menuPage(PORTAL_PAGES.seaShipment),
        Labels: {
          'zh-CN': '海运货物',
          'en-US': 'Sea shipments',
          'fr-FR': 'Envois maritimes',
          'de-DE': 'Seefrachtsendungen',
        },
        Icon: 'sea',
        MenuType: 1,
      },
      {
        ...menuPage(PORTAL_PAGES.airShipment),
        Labels: {
          'zh-CN': '空运货物',
          'en-US': 'Air shipments',
          'fr-FR': 'Envois aériens',
          'de-DE': 'Luftfrachtsendungen',
        },
        Icon: 'air',
        MenuType: 1,
      },
      {
        ...menuPage(PORTAL_PAGES.railShipment),
        Labels: {
          'zh-CN': '铁路货物',
          'en-US': 'Rail shipments',
          'fr-FR': 'Envois ferroviaires',
          'de-DE': 'Bahnfrachtsendungen',
        },
        Icon: 'rail',
        MenuType: 1,
      },
      {
        ...menuPage(PORTAL_PAGES.trackData),
        Labels: { 'zh-CN': '轨迹查询', 'en-US': 'Track & trace', 'fr-FR': 'Suivi', 'de-DE': 'Sendungsverfolgung' },
        Icon: 'aim',
        MenuType: 1,
      },
      {
        ...menuPage(PORTAL_PAGES.shipmentDetail),
        Labels: {
          'zh-CN': '货物详情',
          'en-US': 'Shipment detail',
          'fr-FR': "Détail de l'envoi",
          'de-DE': 'Sendungsdetails',
        },
        Icon: 'file-search',
        MenuType: 2,
      },
      {
        ...menuPage(PORTAL_PAGES.orderDetail),
        Labels: {
          'zh-CN': '订单详情',
          'en-US': 'Order detail',
          'fr-FR': 'Détail de la commande',
          'de-DE': 'Auftragsdetails',
        },
        Icon: 'file-search',
        MenuType: 2,
      },
      {
        ...menuPage(PORTAL_PAGES.orderEdit),
        Labels: {
          'zh-CN': '编辑订单',
          'en-US': 'Edit order',
          'fr-FR': 'Modifier la commande',
          'de-DE': 'Auftrag bearbeiten',
        },
        Icon: 'file-add',
        MenuType: 2,
      },
      {
        ...menuPage(PORTAL_PAGES.clearanceFiles),
        Labels: {
          'zh-CN': '清关文件',
          'en-US': 'Clearance files',
          'fr-FR': 'Documents de dédouanement',
          'de-DE': 'Zollunterlagen',
        },
        Icon: 'file-protect',
        MenuType: 1,
      },
      {
        ...menuPage(PORTAL_PAGES.bookings),
        Labels: {
          'zh-CN': '订舱与提单',
          'en-US': 'Bookings and bills of lading',
          'fr-FR': 'Réservations et connaissements',
          'de-DE': 'Buchungen und Konnossemente',
        },
        Icon: 'container',
        MenuType: 1,
      },
      {
        ...menuPage(PORTAL_PAGES.bookingDetail),
        Labels: {
          'zh-CN': '订舱详情',
          'en-US': 'Booking detail',
          'fr-FR': 'Détail de la réservation',
          'de-DE': 'Buchungsdetails',
        },
        Icon: 'file-search',
        MenuType: 2,
      },
      {
        ...menuPage(PORTAL_PAGES.sharedFiles),
        Labels: {
          'zh-CN': '共享文件',
          'en-US': 'Shared files',
          'fr-FR': 'Fichiers partagés',
          'de-DE': 'Geteilte Dateien',
        },
        Icon: 'folder-open',
        MenuType: 1,
      },
      {
        ...menuPage(PORTAL_PAGES.deliveries),
        Labels: {
          'zh-CN': '派送与快递',
          'en-US': 'Deliveries',
          'fr-FR': 'Livraisons',
          'de-DE': 'Zustellungen',
        },
        Icon: 'car',
        MenuType: 1,
      },
      {
        ...menuPage(PORTAL_PAGES.deliveryDetail),
        Labels: {
          'zh-CN': '派送详情',
          'en-US': 'Delivery detail',
          'fr-FR': 'Détail de la livraison',
          'de-DE': 'Zustelldetails',
        },
        Icon: 'file-search',
        MenuType: 2,
      },
      button(SHIPMENT_EXPORT_PERMISSION, {
        'zh-CN': '导出',
        'en-US': 'Export',
        'fr-FR': 'Exporter',
        'de-DE': 'Exportieren',
      }),
    ],
  },
  {
    Code: 'Client:Quote',
    Labels: { 'zh-CN': '询价', 'en-US': 'Quotes', 'fr-FR': 'Devis', 'de-DE': 'Angebote' },
    Url: '/quote',
    Icon: 'calculator',
    MenuType: 1,
    Children: [
      {
        ...menuPage(PORTAL_PAGES.enquiry),
        Labels: { 'zh-CN': '询价单', 'en-US': 'Enquiries', 'fr-FR': 'Demandes de devis', 'de-DE': 'Anfragen' },
        Icon: 'form',
        MenuType: 1,
      },
    ],
  },
  {
    Code: 'Client:Order',
    Labels: { 'zh-CN': '订单管理', 'en-US': 'Orders', 'fr-FR': 'Commandes', 'de-DE': 'Aufträge' },
    Url: '/order',
    Icon: 'profile',
    MenuType: 1,
    Children: [
      {
        ...menuPage(PORTAL_PAGES.orderManage),
        Labels: {
          'zh-CN': '订单列表',
          'en-US': 'Order list',
          'fr-FR': 'Liste des commandes',
          'de-DE': 'Auftragsliste',
        },
        Icon: 'ordered-list',
        MenuType: 1,
      },
      {
        ...menuPage(PORTAL_PAGES.products),
        Labels: { 'zh-CN': '产品目录', 'en-US': 'Products', 'fr-FR': 'Produits', 'de-DE': 'Produkte' },
        Icon: 'unordered-list',
        MenuType: 1,
      },
      {
        ...menuPage(PORTAL_PAGES.warehouses),
        Labels: { 'zh-CN': '仓库', 'en-US': 'Warehouses', 'fr-FR': 'Entrepôts', 'de-DE': 'Lager' },
        Icon: 'environment',
        MenuType: 1,
      },
    ],
  },
  {
    Code: 'Client:Returns',
    Labels: { 'zh-CN': '退货与补货', 'en-US': 'Returns', 'fr-FR': 'Retours', 'de-DE': 'Retouren' },
    Url: '/returns',
    Icon: 'rollback',
    MenuType: 1,
    Children: [
      {
        ...menuPage(PORTAL_PAGES.returns),
        Labels: {
          'zh-CN': '退货列表',
          'en-US': 'Marketplace returns',
          'fr-FR': 'Retours marketplace',
          'de-DE': 'Marktplatz-Retouren',
        },
        Icon: 'rollback',
        MenuType: 1,
      },
      {
        ...menuPage(PORTAL_PAGES.returnDetail),
        Labels: {
          'zh-CN': '退货详情',
          'en-US': 'Return detail',
          'fr-FR': 'Détail du retour',
          'de-DE': 'Retourendetails',
        },
        Icon: 'file-search',
        MenuType: 2,
      },
      {
        ...menuPage(PORTAL_PAGES.replenish),
        Labels: { 'zh-CN': '补货计划', 'en-US': 'Replenishment', 'fr-FR': 'Réassort', 'de-DE': 'Nachschub' },
        Icon: 'reconciliation',
        MenuType: 1,
      },
    ],
  },
  {
    Code: 'ChartStatistics',
    Labels: { 'zh-CN': '统计图表', 'en-US': 'Statistics', 'fr-FR': 'Statistiques', 'de-DE': 'Statistiken' },
    Url: '/chart',
    Icon: 'bar-chart',
    MenuType: 1,
    Children: [
      {
        ...menuPage(PORTAL_PAGES.chartStatistics),
        Labels: {
          'zh-CN': '货量统计',
          'en-US': 'Volume statistics',
          'fr-FR': 'Statistiques de volume',
          'de-DE': 'Mengenstatistik',
        },
        Icon: 'pie-chart',
        MenuType: 1,
      },
      {
        ...menuPage(PORTAL_PAGES.trendStatistics),
        Labels: { 'zh-CN': '趋势统计', 'en-US': 'Trends', 'fr-FR': 'Tendances', 'de-DE': 'Trends' },
        Icon: 'line-chart',
        MenuType: 1,
      },
      {
        ...menuPage(PORTAL_PAGES.freightTrends),
        Labels: {
          'zh-CN': '运价走势',
          'en-US': 'Freight rate trends',
          'fr-FR': 'Évolution des taux de fret',
          'de-DE': 'Frachtratenentwicklung',
        },
        Icon: 'stock',
        MenuType: 1,
      },
    ],
  },
  {
    Code: 'Finance',
    Labels: { 'zh-CN': '财务', 'en-US': 'Finance', 'fr-FR': 'Finances', 'de-DE': 'Finanzen' },
    Url: '/finance',
    Icon: 'account-book',
    MenuType: 1,
    Children: [
      {
        ...menuPage(PORTAL_PAGES.statement),
        Labels: { 'zh-CN': '对账单', 'en-US': 'Statement', 'fr-FR': 'Relevé de compte', 'de-DE': 'Kontoauszug' },
        Icon: 'file-text',
        MenuType: 1,
      },
    ],
  },
  {
    Code: 'Client:Setting',
    Labels: {
      'zh-CN': '业务设置',
      'en-US': 'Business settings',
      'fr-FR': 'Paramètres métier',
      'de-DE': 'Geschäftseinstellungen',
    },
    Url: '/clientSetting',
    Icon: 'environment',
    MenuType: 1,
    Children: [
      {
        ...menuPage(PORTAL_PAGES.address),
        Labels: { 'zh-CN': '地址簿', 'en-US': 'Address book', 'fr-FR': "Carnet d'adresses", 'de-DE': 'Adressbuch' },
        Icon: 'environment',
        MenuType: 1,
      },
      {
        ...menuPage(PORTAL_PAGES.consignee),
        Labels: { 'zh-CN': '收货人', 'en-US': 'Consignees', 'fr-FR': 'Destinataires', 'de-DE': 'Empfänger' },
        Icon: 'team',
        MenuType: 1,
      },
    ],
  },
  {
    Code: 'Setting',
    Labels: { 'zh-CN': '系统设置', 'en-US': 'Settings', 'fr-FR': 'Paramètres', 'de-DE': 'Einstellungen' },
    Url: '/systemConfig',
    Icon: 'setting',
    MenuType: 1,
    Children: [
      {
        ...menuPage(PORTAL_PAGES.userManage),
        Labels: {
          'zh-CN': '账号管理',
          'en-US': 'Account management',
          'fr-FR': 'Gestion des comptes',
          'de-DE': 'Kontoverwaltung',
        },
        Icon: 'user',
        MenuType: 1,
        Children: [
          button('UserManage:Create', {
            'zh-CN': '新增账号',
            'en-US': 'Add account',
            'fr-FR': 'Ajouter un compte',
            'de-DE': 'Konto anlegen',
          }),
          button('UserManage:Enable', {
            'zh-CN': '启用/停用',
            'en-US': 'Enable or disable',
            'fr-FR': 'Activer ou désactiver',
            'de-DE': 'Aktivieren oder deaktivieren',
          }),
          button('UserManage:ResetPassword', {
            'zh-CN': '重置密码',
            'en-US': 'Reset password',
            'fr-FR': 'Réinitialiser le mot de passe',
            'de-DE': 'Passwort zurücksetzen',
          }),
          button('UserManage:Grant', {
            'zh-CN': '分配权限',
            'en-US': 'Grant permissions',
            'fr-FR': 'Attribuer les droits',
            'de-DE': 'Berechtigungen vergeben',
          }),
        ],
      },
      {
        ...menuPage(PORTAL_PAGES.guide),
        Labels: { 'zh-CN': '使用指南', 'en-US': 'Guide', 'fr-FR': 'Guide', 'de-DE': 'Anleitung' },
        Icon: 'read',
        MenuType: 1,
      },
      {
        ...menuPage(PORTAL_PAGES.pushConfig),
        Labels: {
          'zh-CN': '推送设置',
          'en-US': 'Notification settings',
          'fr-FR': 'Paramètres des notifications',
          'de-DE': 'Benachrichtigungseinstellungen',
        },
        Icon: 'notification',
        MenuType: 1,
      },
      {
        ...menuPage(PORTAL_PAGES.apiKeys),
        Labels: {
          'zh-CN': 'API 密钥与订阅',
          'en-US': 'API keys and webhooks',
          'fr-FR': 'Clés API et webhooks',
          'de-DE': 'API-Schlüssel und Webhooks',
        },
        Icon: 'api',
        MenuType: 1,
      },
    ],
  },
];

/** Codes the private-customer flag removes (spec §6), and the one child Client:Setting keeps. */
export const PRIVATE_CUSTOMER_REMOVED = ['Client:Quote', 'Client:Order'] as const;
export const PRIVATE_CUSTOMER_SETTING_CHILD = PORTAL_PAGES.address.menuCode;

/** What forwarder staff see when they sign in as themselves. */
export const STAFF_MENU_TREE: readonly MenuSeed[] = [
  {
    Code: 'Staff',
    Labels: { 'zh-CN': '客户服务', 'en-US': 'Client service', 'fr-FR': 'Service client', 'de-DE': 'Kundenservice' },
    Url: '/staff',
    Icon: 'customer-service',
    MenuType: 1,
    Children: [
      {
        ...menuPage(PORTAL_PAGES.staffClientUsers),
        Labels: {
          'zh-CN': '客户账号',
          'en-US': 'Client accounts',
          'fr-FR': 'Comptes clients',
          'de-DE': 'Kundenkonten',
        },
        Icon: 'team',
        MenuType: 1,
      },
      {
        ...menuPage(PORTAL_PAGES.staffFeedback),
        Labels: {
          'zh-CN': '客户反馈',
          'en-US': 'Client feedback',
          'fr-FR': 'Retours clients',
          'de-DE': 'Kundenfeedback',
        },
        Icon: 'message',
        MenuType: 1,
      },
      {
        ...menuPage(PORTAL_PAGES.staffOrderDesk),
        Labels: {
          'zh-CN': '询价与收货',
          'en-US': 'Quotes and receipts',
          'fr-FR': 'Devis et réceptions',
          'de-DE': 'Angebote und Wareneingänge',
        },
        Icon: 'inbox',
        MenuType: 1,
      },
    ],
  },
];
