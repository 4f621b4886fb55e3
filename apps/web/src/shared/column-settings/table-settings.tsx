import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import { App, Button, Checkbox, Flex, Popover, type TableColumnType, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyColumnSettings, type ColumnChoice, moveChoice, toColumnSettings } from './column-layout';
import { useChangeColumnSettings, useColumnSettings } from './column-settings-api';

/** The buttons that move a column up or down the list. */
const MOVES = [
  { direction: 'moveUp', step: -1, icon: <ArrowUpOutlined /> },
  { direction: 'moveDown', step: 1, icon: <ArrowDownOutlined /> },
] as const;

/** A column a user may show, hide and move: it has a key (stored) and a text title (listed). */
export type ConfigurableColumn<Row> = TableColumnType<Row> & { key: string; title: string };

function ColumnSettingsPanel({
  tableKey,
  choices,
  savedId,
  onDone,
}: {
  tableKey: string;
  choices: ColumnChoice[];
  savedId: string | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [draft, setDraft] = useState(choices);
  const { save, reset } = useChangeColumnSettings(tableKey);
  const visibleCount = draft.filter((choice) => choice.visible).length;

  return (
    <Flex vertical gap="small" style={{ minWidth: 240 }} data-testid="table-settings-panel">
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {draft.map((choice, index) => (
          <li key={choice.key}>
            <Flex align="center" gap={4}>
              <Checkbox
                checked={choice.visible}
                // The last shown column stays: a table without columns shows nothing to bring them back.
                disabled={choice.visible && visibleCount === 1}
                onChange={(event) =>
                  setDraft(
                    draft.map((other, at) => (at === index ? { ...other, visible: event.target.checked } : other)),
                  )
                }
                style={{ flex: 1 }}
                data-testid={`table-settings-visible-${choice.key}`}
              >
                {choice.title}
              </Checkbox>
              {MOVES.map(({ direction, step, icon }) => (
                <Button
                  key={direction}
                  size="small"
                  type="text"
                  icon={icon}
                  disabled={index + step < 0 || index + step > draft.length - 1}
                  aria-label={t(`tableSettings.${direction}`, { column: choice.title })}
                  onClick={() => setDraft(moveChoice(draft, index, index + step))}
                  data-testid={`table-settings-${direction}-${choice.key}`}
                />
              ))}
            </Flex>
          </li>
        ))}
      </ul>
      <Flex justify="space-between" gap="small">
        <Button
          size="small"
          loading={reset.isPending}
          onClick={() => {
            if (!savedId) {
              onDone();
              return;
            }
            reset.mutate(savedId, {
              onSuccess: () => {
                message.success(t('tableSettings.resetDone'));
                onDone();
              },
            });
          }}
          data-testid="table-settings-reset"
        >
          {t('tableSettings.reset')}
        </Button>
        <Button
          size="small"
          type="primary"
          loading={save.isPending}
          onClick={() =>
            save.mutate(toColumnSettings(draft), {
              onSuccess: () => {
                message.success(t('tableSettings.saved'));
                onDone();
              },
            })
          }
          data-testid="table-settings-save"
        >
          {t('common.save')}
        </Button>
      </Flex>
    </Flex>
  );
}

/**
 * A table's columns in the order and visibility the user saved for it (CfgUserDiyColumn, per
 * TableKey), and the control that changes them. Until the settings arrive, or when there are none,
 * the table shows its default columns.
 */
export function useConfiguredColumns<Row>(tableKey: string, columns: ConfigurableColumn<Row>[]) {
  const { t } = useTranslation();
  const settings = useColumnSettings(tableKey);
  const [open, setOpen] = useState(false);
  const choices = useMemo(() => applyColumnSettings(columns, settings.data?.Columns), [columns, settings.data]);
  const byKey = new Map(columns.map((column) => [column.key, column]));
  const visibleColumns = choices.flatMap((choice) => {
    const column = byKey.get(choice.key);
    if (!column || !choice.visible) return [];
    return [choice.width ? { ...column, width: choice.width } : column];
  });

  const control = (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      title={<Typography.Text strong>{t('tableSettings.title')}</Typography.Text>}
      content={
        <ColumnSettingsPanel
          tableKey={tableKey}
          choices={choices}
          savedId={settings.data?.Id}
          onDone={() => setOpen(false)}
        />
      }
      // Destroyed when hidden, so each opening starts from what is saved.
      destroyOnHidden
    >
      {/* The tooltip would cover the panel it names. */}
      <Tooltip title={t('tableSettings.title')} open={open ? false : undefined}>
        <Button icon={<SettingOutlined />} aria-label={t('tableSettings.title')} data-testid="table-settings" />
      </Tooltip>
    </Popover>
  );
  return { columns: visibleColumns, control };
}
