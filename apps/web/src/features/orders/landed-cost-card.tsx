import type { LandedCost } from '@portside/contracts';
import { Card, Empty, Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { useMoney } from '../../shared/money/use-money';
import { usePermittedPaths } from '../../shared/permissions/route-access';
import { useLandedCost } from './order-api';

type CurrencyCost = LandedCost['Currencies'][number];
type SkuCost = CurrencyCost['Skus'][number];

/** One currency's spread: each SKU's exact part and its cost per unit, the total below. */
function CurrencyTable({ cost }: { cost: CurrencyCost }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Flex vertical gap={4}>
      <Table<SkuCost>
        rowKey="Sku"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={cost.Skus}
        caption={t('financeOrders.landedCost.caption', { currency: cost.Currency })}
        columns={[
          { key: 'sku', title: t('financeOrders.landedCost.sku'), dataIndex: 'Sku' },
          { key: 'units', title: t('financeOrders.landedCost.units'), dataIndex: 'Units', align: 'right' },
          {
            key: 'amount',
            title: t('financeOrders.landedCost.amount'),
            align: 'right',
            render: (_, row) => money(row.Amount, cost.Currency),
          },
          {
            key: 'perUnit',
            title: t('financeOrders.landedCost.perUnit'),
            align: 'right',
            render: (_, row) => <strong>{money(row.PerUnit, cost.Currency)}</strong>,
          },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={2}>
              {t('financeOrders.landedCost.total')}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              <strong>{money(cost.Total, cost.Currency)}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} />
          </Table.Summary.Row>
        )}
        data-testid={`landed-cost-${cost.Currency}`}
      />
      <Typography.Text type="secondary">
        {t('financeOrders.landedCost.split', {
          byValue: money(cost.ByValue, cost.Currency),
          byWeight: money(cost.ByWeight, cost.Currency),
          lines: cost.Lines,
        })}
        {cost.PendingLines > 0 ? ` ${t('financeOrders.landedCost.pending', { count: cost.PendingLines })}` : ''}
      </Typography.Text>
      {cost.Unallocated !== '0' && !/^0\.0+$/.test(cost.Unallocated) ? (
        <Typography.Text type="warning">
          {t('financeOrders.landedCost.unallocated', { amount: money(cost.Unallocated, cost.Currency) })}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

/** The order's landed cost per SKU unit, for a user who may see the statement (the figures are money). */
export function LandedCostCard({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const permitted = usePermittedPaths().has(paths.statement);
  const landed = useLandedCost(orderId, permitted);
  if (!permitted) return null;
  const cost = landed.data;
  return (
    <Card title={t('financeOrders.landedCost.title')} loading={landed.isLoading} data-testid="landed-cost">
      <Typography.Paragraph type="secondary">
        {t(
          cost?.ValueBasis === 'chargeableWeight'
            ? 'financeOrders.landedCost.ruleByWeight'
            : 'financeOrders.landedCost.rule',
        )}
      </Typography.Paragraph>
      {cost && cost.Currencies.length === 0 ? (
        <Empty description={t('financeOrders.landedCost.none')} />
      ) : (
        <Flex vertical gap={16}>
          {cost?.Currencies.map((currency) => (
            <CurrencyTable key={currency.Currency} cost={currency} />
          ))}
        </Flex>
      )}
    </Card>
  );
}
