import {
  SHIPMENT_MODE_DICT_KEY,
  SHIPMENT_MODES,
  type ShipmentFilter,
  type ShipmentMode,
  type ShipmentStatus,
} from '@portside/contracts';
import { Button, Checkbox, DatePicker, Flex, Form, Grid, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Fragment, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllowClear } from '../../components/clear-icon';
import { HiddenLabel } from '../../components/visually-hidden';
import { useDictLabel, useDictOptions } from '../../shared/dictionary/dictionary';
import { LocationSelect } from './location-select';
import type { LocationKind } from './shipments-api';

/** The form's name, the prefix antd gives its fields' ids. */
const FORM_NAME = 'shipmentFilters';

type DateRange = [Dayjs | null, Dayjs | null] | null;

interface FilterForm {
  Keyword?: string;
  Mode?: ShipmentMode;
  Status?: ShipmentStatus[];
  Origin?: string;
  Destination?: string;
  Etd?: DateRange;
  Eta?: DateRange;
  DelayedOnly?: boolean;
}

/** The filter fields the form edits (sorting and paging are the table's). */
export type EditableFilter = Pick<
  ShipmentFilter,
  'Keyword' | 'Mode' | 'Status' | 'Origin' | 'Destination' | 'EtdFrom' | 'EtdTo' | 'EtaFrom' | 'EtaTo' | 'DelayedOnly'
>;

const PLACE_KIND: Record<ShipmentMode, LocationKind> = { sea: 'Port', air: 'Airport', rail: 'RailTerminal' };

/** A filter date is a day in the URL (YYYY-MM-DD); a date-time from a link keeps its own day. */
const toDay = (value: string | null | undefined) => (value ? dayjs(value.slice(0, 10)) : null);
const fromDay = (day: Dayjs | null | undefined) => day?.format('YYYY-MM-DD');

function toForm(filter: EditableFilter): FilterForm {
  const range = (from?: string | null, to?: string | null): DateRange => (from || to ? [toDay(from), toDay(to)] : null);
  return {
    Keyword: filter.Keyword ?? undefined,
    Mode: filter.Mode ?? undefined,
    Status: filter.Status ? ([] as ShipmentStatus[]).concat(filter.Status) : undefined,
    Origin: filter.Origin ?? undefined,
    Destination: filter.Destination ?? undefined,
    Etd: range(filter.EtdFrom, filter.EtdTo),
    Eta: range(filter.EtaFrom, filter.EtaTo),
    DelayedOnly: filter.DelayedOnly ?? false,
  };
}

function fromForm(form: FilterForm): EditableFilter {
  return {
    Keyword: form.Keyword?.trim() || undefined,
    Mode: form.Mode,
    Status: form.Status?.length ? form.Status : undefined,
    Origin: form.Origin,
    Destination: form.Destination,
    EtdFrom: fromDay(form.Etd?.[0]),
    EtdTo: fromDay(form.Etd?.[1]),
    EtaFrom: fromDay(form.Eta?.[0]),
    EtaTo: fromDay(form.Eta?.[1]),
    DelayedOnly: form.DelayedOnly || undefined,
  };
}

/**
 * The filters above a shipment list. They show the filter the URL holds, and a search replaces
 * it; `fixedMode` and `fixedStatus` belong to the page and are not offered.
 */
export function ShipmentFilters({
  filter,
  fixedMode,
  fixedStatus,
  onSearch,
}: {
  filter: EditableFilter;
  fixedMode?: ShipmentMode;
  fixedStatus?: boolean;
  onSearch: (filter: EditableFilter) => void;
}) {
  const { t } = useTranslation();
  const allowClear = useAllowClear();
  const [form] = Form.useForm<FilterForm>();
  const dictLabel = useDictLabel();
  const statuses = useDictOptions('ShipmentStatusEnum');
  const stacked = Grid.useBreakpoint().md === false;
  const width = (pixels: number) => (stacked ? '100%' : pixels);
  const placeKind = fixedMode ? PLACE_KIND[fixedMode] : undefined;
  // On a phone the reference box comes first and the other filters open on demand.
  const [expanded, setExpanded] = useState(false);
  const showAll = !stacked || expanded;

  // Back, forward and links change the URL: the form follows.
  useEffect(() => {
    form.setFieldsValue(toForm(filter));
  }, [form, filter]);

  return (
    <Form<FilterForm>
      form={form}
      name={FORM_NAME}
      layout={stacked ? 'vertical' : 'inline'}
      initialValues={toForm(filter)}
      onFinish={(values) => onSearch(fromForm(values))}
      style={{ rowGap: 8 }}
    >
      <Form.Item name="Keyword" label={t('shipments.keyword')}>
        <Input
          allowClear={allowClear}
          placeholder={t('shipments.keywordPlaceholder')}
          style={{ width: width(260) }}
          data-testid="shipment-filter-keyword"
        />
      </Form.Item>
      {showAll && (
        <>
          {!fixedMode && (
            <Form.Item name="Mode" label={t('shipments.mode')}>
              <Select
                allowClear
                placeholder={t('shipments.allModes')}
                options={SHIPMENT_MODES.map((mode) => ({
                  value: mode,
                  label: dictLabel('TransportModeEnum', SHIPMENT_MODE_DICT_KEY[mode]),
                }))}
                style={{ width: width(120) }}
                data-testid="shipment-filter-mode"
              />
            </Form.Item>
          )}
          {!fixedStatus && (
            <Form.Item name="Status" label={t('shipments.status')}>
              <Select
                mode="multiple"
                allowClear
                placeholder={t('shipments.allStatuses')}
                options={statuses}
                maxTagCount="responsive"
                style={{ width: width(220) }}
                data-testid="shipment-filter-status"
              />
            </Form.Item>
          )}
          {(['Origin', 'Destination'] as const).map((name) => (
            <Form.Item
              key={name}
              name={name}
              label={t(name === 'Origin' ? 'shipments.origin' : 'shipments.destination')}
            >
              <LocationSelect
                kind={placeKind}
                placeholder={t('shipments.placePlaceholder')}
                style={{ width: width(180) }}
                testId={`shipment-filter-${name.toLowerCase()}`}
              />
            </Form.Item>
          ))}
          {(['Etd', 'Eta'] as const).map((name) => {
            const label = t(name === 'Etd' ? 'shipments.etdRange' : 'shipments.etaRange');
            // The start input is the field Form.Item's label names; the end input gets its own label.
            const id = { start: `${FORM_NAME}_${name}`, end: `${FORM_NAME}_${name}_end` };
            return (
              <Fragment key={name}>
                <Form.Item name={name} label={label}>
                  <DatePicker.RangePicker
                    id={id}
                    allowEmpty={[true, true]}
                    style={stacked ? { width: '100%' } : undefined}
                  />
                </Form.Item>
                <HiddenLabel htmlFor={id.end}>{t('a11y.rangeEnd', { field: label })}</HiddenLabel>
              </Fragment>
            );
          })}
        </>
      )}
      <Form.Item name="DelayedOnly" valuePropName="checked">
        <Checkbox data-testid="shipment-filter-delayed">{t('shipments.delayedOnly')}</Checkbox>
      </Form.Item>
      <Form.Item>
        <Flex gap="small">
          <Button type="primary" htmlType="submit" data-testid="shipment-filter-search">
            {t('common.search')}
          </Button>
          {stacked && (
            <Button type="link" onClick={() => setExpanded(!expanded)} data-testid="shipment-filter-more">
              {t(expanded ? 'shipments.fewerFilters' : 'shipments.moreFilters')}
            </Button>
          )}
          <Button
            onClick={() => {
              form.setFieldsValue(toForm({}));
              onSearch({});
            }}
            data-testid="shipment-filter-reset"
          >
            {t('common.reset')}
          </Button>
        </Flex>
      </Form.Item>
    </Form>
  );
}
