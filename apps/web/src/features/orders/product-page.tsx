import { GOODS_FLAGS, type Product } from '@portside/contracts';
import { Button, Flex, Popconfirm, Space, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordSearch } from '../../components/keyword-search';
import { DEFAULT_PAGE_SIZE } from '../../components/page-size';
import { PageTitle } from '../../components/page-title';
import { PagedTable } from '../../components/paged-table';
import { type ProductListRequest, useDeleteProduct, useProductPage } from './catalogue-api';
import { ProductDialog } from './product-dialog';

/** /order/products: the company's product catalogue, which orders, declarations and the conformance check read. */
export function ProductPage() {
  const { t, i18n } = useTranslation();
  const [request, setRequest] = useState<ProductListRequest>({ PageIndex: 1, PageSize: DEFAULT_PAGE_SIZE });
  const page = useProductPage(request);
  const remove = useDeleteProduct();
  const [editing, setEditing] = useState<{ product?: Product } | undefined>();

  const columns: TableColumnsType<Product> = [
    { key: 'sku', title: t('catalogue.sku'), dataIndex: 'Sku' },
    { key: 'fnsku', title: t('catalogue.fnsku'), dataIndex: 'Fnsku' },
    {
      key: 'name',
      title: t('catalogue.name'),
      render: (_, product) => (i18n.language === 'zh-CN' && product.NameZh ? product.NameZh : product.NameEn),
    },
    { key: 'hsCode', title: t('catalogue.hsCode'), dataIndex: 'HsCode' },
    {
      key: 'declaredValue',
      title: t('catalogue.declaredValue'),
      render: (_, product) =>
        product.DeclaredValue === null ? (
          <Tag color="error">{t('catalogue.noDeclaredValue')}</Tag>
        ) : (
          `${product.DeclaredValue} ${product.Currency}`
        ),
    },
    { key: 'weight', title: t('catalogue.unitWeightKg'), dataIndex: 'UnitWeightKg' },
    {
      key: 'flags',
      title: t('catalogue.goodsFlags'),
      render: (_, product) => (
        <Space size={4} wrap>
          {GOODS_FLAGS.filter((flag) => product[flag]).map((flag) => (
            <Tag key={flag} color="warning">
              {t(`catalogue.flags.${flag}`)}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, product) => (
        <Space>
          <Button size="small" onClick={() => setEditing({ product })} data-testid={`edit-product-${product.Sku}`}>
            {t('catalogue.edit')}
          </Button>
          <Popconfirm
            title={t('catalogue.deleteProductConfirm', { sku: product.Sku })}
            okText={t('catalogue.delete')}
            cancelText={t('common.cancel')}
            onConfirm={() => remove.mutate(product.Id)}
          >
            <Button size="small" danger data-testid={`delete-product-${product.Sku}`}>
              {t('catalogue.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap="middle">
      <PageTitle>{t('catalogue.productsTitle')}</PageTitle>
      <Flex gap="small" wrap justify="space-between">
        <KeywordSearch
          placeholder={t('catalogue.productSearch')}
          onSearch={(Keyword) => setRequest({ ...request, PageIndex: 1, Keyword })}
          testId="product-search"
        />
        <Button type="primary" onClick={() => setEditing({})} data-testid="add-product">
          {t('catalogue.addProduct')}
        </Button>
      </Flex>
      <PagedTable<Product, ProductListRequest>
        rowKey="Id"
        columns={columns}
        page={page.data}
        loading={page.isFetching}
        request={request}
        onRequestChange={setRequest}
        testId="product-table"
      />
      {editing && <ProductDialog open product={editing.product} onClose={() => setEditing(undefined)} />}
    </Flex>
  );
}
