/** The order work queue's export (issue 10): the queue's filter as a streamed .xlsx, through the shipments' writer. */
import type { Labels, Locale, OrderKind, OrderStatus, OrderSummary } from '@portside/contracts';
import { type ExportColumn, streamWorkbook } from '../shipments/export.js';

const KIND_LABELS: Record<OrderKind, Labels> = {
  ocean: { 'zh-CN': '海运拼箱', 'en-US': 'Ocean (LCL)', 'fr-FR': 'Maritime (groupage)', 'de-DE': 'See (LCL)' },
  air: { 'zh-CN': '空运', 'en-US': 'Air', 'fr-FR': 'Aérien', 'de-DE': 'Luftfracht' },
  full: {
    'zh-CN': '整柜',
    'en-US': 'Full container (FCL)',
    'fr-FR': 'Conteneur complet (FCL)',
    'de-DE': 'Vollcontainer (FCL)',
  },
  end: {
    'zh-CN': '尾程派送',
    'en-US': 'Last-mile delivery',
    'fr-FR': 'Livraison du dernier kilomètre',
    'de-DE': 'Zustellung letzte Meile',
  },
  airEnd: {
    'zh-CN': '空派',
    'en-US': 'Air + last mile',
    'fr-FR': 'Aérien + dernier kilomètre',
    'de-DE': 'Luftfracht + letzte Meile',
  },
};

const STATUS_LABELS: Record<OrderStatus, Labels> = {
  Draft: { 'zh-CN': '草稿', 'en-US': 'Draft', 'fr-FR': 'Brouillon', 'de-DE': 'Entwurf' },
  Submitted: { 'zh-CN': '已提交', 'en-US': 'Submitted', 'fr-FR': 'Soumise', 'de-DE': 'Eingereicht' },
  PendingUpdate: {
    'zh-CN': '待修改',
    'en-US': 'Pending update',
    'fr-FR': 'À mettre à jour',
    'de-DE': 'Änderung erforderlich',
  },
  Accepted: { 'zh-CN': '已受理', 'en-US': 'Accepted', 'fr-FR': 'Acceptée', 'de-DE': 'Angenommen' },
  CargoReceived: {
    'zh-CN': '已收货',
    'en-US': 'Cargo received',
    'fr-FR': 'Marchandise réceptionnée',
    'de-DE': 'Ware eingegangen',
  },
  Cancelled: { 'zh-CN': '已取消', 'en-US': 'Cancelled', 'fr-FR': 'Annulée', 'de-DE': 'Storniert' },
};

/** The columns of the export, those of the queue's table, headers in every UI language. */
const COLUMNS: readonly ExportColumn<OrderSummary, Locale>[] = [
  {
    Labels: { 'zh-CN': '订单号', 'en-US': 'Order no.', 'fr-FR': 'N° de commande', 'de-DE': 'Auftragsnr.' },
    width: 18,
    value: (o) => o.OrderNo,
  },
  {
    Labels: { 'zh-CN': '类型', 'en-US': 'Kind', 'fr-FR': 'Type', 'de-DE': 'Art' },
    width: 22,
    value: (o, locale) => KIND_LABELS[o.OrderKind][locale],
  },
  {
    Labels: { 'zh-CN': '状态', 'en-US': 'Status', 'fr-FR': 'Statut', 'de-DE': 'Status' },
    width: 20,
    value: (o, locale) => STATUS_LABELS[o.Status][locale],
  },
  {
    Labels: { 'zh-CN': '批次号', 'en-US': 'Batch no.', 'fr-FR': 'N° de lot', 'de-DE': 'Chargennr.' },
    width: 16,
    value: (o) => o.BatchNo,
  },
  {
    Labels: {
      'zh-CN': 'FBA 货件编号',
      'en-US': 'FBA shipment ID',
      'fr-FR': "ID d'expédition FBA",
      'de-DE': 'FBA-Sendungs-ID',
    },
    width: 16,
    value: (o) => o.FbaShipmentId,
  },
  {
    Labels: {
      'zh-CN': '目的仓库',
      'en-US': 'Destination warehouse',
      'fr-FR': 'Entrepôt de destination',
      'de-DE': 'Ziellager',
    },
    width: 14,
    value: (o) => o.DestinationWarehouseCode,
  },
  {
    Labels: { 'zh-CN': '箱数', 'en-US': 'Cartons', 'fr-FR': 'Cartons', 'de-DE': 'Kartons' },
    width: 10,
    value: (o) => o.CartonCount,
  },
  {
    Labels: { 'zh-CN': '重量 (kg)', 'en-US': 'Weight (kg)', 'fr-FR': 'Poids (kg)', 'de-DE': 'Gewicht (kg)' },
    width: 12,
    value: (o) => o.DeclaredWeightKg,
  },
  {
    Labels: { 'zh-CN': '创建时间', 'en-US': 'Created', 'fr-FR': 'Créée le', 'de-DE': 'Erstellt' },
    width: 18,
    date: true,
    value: (o) => new Date(o.CreatedTime),
  },
];

/** The orders of a filter as a streamed .xlsx: headers, kinds and statuses in the given language. */
export function streamOrderWorkbook(
  pages: AsyncIterable<OrderSummary[]>,
  locale: Locale,
  onError: (error: unknown) => void,
) {
  return streamWorkbook('Orders', COLUMNS, locale, pages, locale, onError);
}
