import type { Carton } from '@portside/contracts';
import { Alert, Button, Flex, Input, Modal, Typography } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemList } from '../../components/item-list';
import { PASTE_COLUMNS, parsePastedCartons } from './carton-paste';

/**
 * Cartons pasted from a spreadsheet into the wizard's cartons step: the rows are read as they are
 * pasted, every bad row is listed with its column and reason, and the cartons are taken only when
 * all rows are good (they replace the cartons of the step).
 */
export function CartonPasteDialog({
  open,
  onClose,
  onPaste,
}: {
  open: boolean;
  onClose: () => void;
  onPaste: (cartons: Carton[]) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const parsed = useMemo(() => parsePastedCartons(text), [text]);
  const fieldId = useId();
  const columns = PASTE_COLUMNS.map((column) => {
    if (column === 'Sku') return t('orders.carton.sku');
    if (column === 'Fnsku') return t('orders.carton.fnsku');
    if (column === 'Quantity') return t('orders.fields.quantity');
    return t(`orders.carton.${column}`);
  });
  const columnLabel = (column: (typeof PASTE_COLUMNS)[number]) => columns[PASTE_COLUMNS.indexOf(column)] ?? column;
  const close = () => {
    setText('');
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('orderDesk.paste.title')}
      onCancel={close}
      destroyOnHidden
      footer={
        <Flex gap="small" justify="flex-end">
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            disabled={parsed.errors.length > 0 || parsed.cartons.length === 0}
            onClick={() => {
              onPaste(parsed.cartons);
              close();
            }}
            data-testid="carton-paste-confirm"
          >
            {t('orderDesk.paste.take', { count: parsed.cartons.length })}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap="small">
        <Typography.Paragraph>{t('orderDesk.paste.hint', { columns: columns.join(' · ') })}</Typography.Paragraph>
        <label htmlFor={fieldId}>{t('orderDesk.paste.label')}</label>
        <Input.TextArea
          id={fieldId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoSize={{ minRows: 6, maxRows: 14 }}
          spellCheck={false}
          style={{ fontFamily: 'monospace' }}
          data-testid="carton-paste-text"
        />
        {parsed.errors.length > 0 ? (
          <Alert
            type="error"
            showIcon
            title={t('orderDesk.paste.refused', { count: new Set(parsed.errors.map((e) => e.Row)).size })}
            description={
              <ItemList data-testid="carton-paste-errors">
                {parsed.errors.slice(0, 50).map((error) => (
                  <li key={`${error.Row}:${error.Column ?? ''}:${error.Reason}`}>
                    {t('orderDesk.paste.rowError', {
                      row: error.Row,
                      column: error.Column ? columnLabel(error.Column) : '–',
                      reason: t(`orderDesk.paste.reason.${error.Reason}`),
                    })}
                  </li>
                ))}
              </ItemList>
            }
          />
        ) : parsed.cartons.length > 0 ? (
          <Typography.Text type="success">
            {t('orderDesk.paste.read', {
              count: parsed.cartons.length,
              items: parsed.cartons.reduce((sum, carton) => sum + carton.Items.length, 0),
            })}
          </Typography.Text>
        ) : null}
      </Flex>
    </Modal>
  );
}
