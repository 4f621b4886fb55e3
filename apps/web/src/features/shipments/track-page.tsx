import { type ShipmentSummary, TRACK_TYPES, type TrackType, trackNumberProblem } from '@portside/contracts';
import { Alert, Button, Empty, Flex, Form, Grid, Input, Select, Table, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAllowClear } from '../../components/clear-icon';
import { PageTitle } from '../../components/page-title';
import { EnvelopeError } from '../../lib/request';
import { useLanguageStore } from '../../stores/language-store';
import { useShipmentColumns } from './shipment-columns';
import { useTrack } from './shipments-api';

interface TrackForm {
  TrackNo: string;
  TrackType: TrackType;
}

/** The columns a track result needs: which shipment, where it stands, and where it goes. */
const RESULT_COLUMNS = ['DcgNo', 'Mode', 'Status', 'Bill', 'Containers', 'Origin', 'Destination', 'Etd', 'Eta'];

const isTrackType = (value: string | null): value is TrackType =>
  (TRACK_TYPES as readonly (string | null)[]).includes(value);

/**
 * /cargoStatus/trackData: finds shipments by a container number, bill of lading, air waybill,
 * booking number or job number. A malformed number is explained as it is typed, or as a link
 * brings it (the same check the server makes, in the UI language); the number searched stays in
 * the URL, so a link opens its result.
 */
export function TrackPage() {
  const { t } = useTranslation();
  const allowClear = useAllowClear();
  const language = useLanguageStore((state) => state.language);
  const [form] = Form.useForm<TrackForm>();
  const [searchParams, setSearchParams] = useSearchParams();
  const stacked = Grid.useBreakpoint().md === false;
  const columns = useShipmentColumns().filter((column) => RESULT_COLUMNS.includes(column.key));

  const trackNo = searchParams.get('TrackNo')?.trim() ?? '';
  const typeParam = searchParams.get('TrackType');
  const trackType: TrackType = isTrackType(typeParam) ? typeParam : 'Auto';
  const wellFormed = trackNo !== '' && trackNumberProblem(trackNo, trackType, language) === null;
  const track = useTrack(wellFormed ? { TrackNo: trackNo, TrackType: trackType } : undefined);

  // Back, forward and links change the URL: the form follows. A link with a malformed number is
  // explained beside the box, as if it had been typed, instead of leaving the page empty.
  useEffect(() => {
    form.setFieldsValue({ TrackNo: trackNo, TrackType: trackType });
    if (trackNo !== '' && !wellFormed) void form.validateFields(['TrackNo']).catch(() => undefined);
  }, [form, trackNo, trackType, wellFormed]);

  const serverProblem = track.error instanceof EnvelopeError ? track.error.Msg : undefined;

  return (
    <Flex vertical gap="middle">
      <PageTitle>{t('track.title')}</PageTitle>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('track.hint')}
      </Typography.Paragraph>
      <Form<TrackForm>
        form={form}
        name="track"
        layout={stacked ? 'vertical' : 'inline'}
        initialValues={{ TrackNo: trackNo, TrackType: trackType }}
        onFinish={(values) => {
          const search = new URLSearchParams({ TrackNo: values.TrackNo.trim().toUpperCase() });
          if (values.TrackType !== 'Auto') search.set('TrackType', values.TrackType);
          // The same number again asks again: the shipment may have moved since.
          if (search.toString() === searchParams.toString()) void track.refetch();
          else setSearchParams(search);
        }}
        style={{ rowGap: 8 }}
      >
        <Form.Item name="TrackType" label={t('track.type')}>
          <Select
            options={TRACK_TYPES.map((type) => ({ value: type, label: t(`track.types.${type}`) }))}
            popupMatchSelectWidth={false}
            style={{ width: stacked ? '100%' : 170 }}
            data-testid="track-type"
          />
        </Form.Item>
        <Form.Item
          name="TrackNo"
          label={t('track.number')}
          validateFirst
          rules={[
            { required: true, whitespace: true, message: t('track.required') },
            { max: 40, message: t('common.tooLong', { max: 40 }) },
            {
              validator: async (_rule, value: string | undefined) => {
                const problem = value?.trim()
                  ? trackNumberProblem(value, form.getFieldValue('TrackType') ?? 'Auto', language)
                  : null;
                if (problem) throw new Error(problem);
              },
            },
          ]}
        >
          <Input
            allowClear={allowClear}
            placeholder={t('track.placeholder')}
            style={{ width: stacked ? '100%' : 300 }}
            data-testid="track-number"
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={track.isFetching} data-testid="track-search">
            {t('track.search')}
          </Button>
        </Form.Item>
      </Form>
      {serverProblem && <Alert type="error" showIcon title={serverProblem} data-testid="track-problem" />}
      {track.data && (
        <Flex vertical gap="small" data-testid="track-result">
          <Typography.Text type="secondary">
            {t('track.searchedAs', { type: t(`track.types.${track.data.TrackType}`), count: track.data.Items.length })}
          </Typography.Text>
          {track.data.Items.length === 0 ? (
            <Empty description={t('track.notFound', { number: trackNo })} />
          ) : (
            <Table<ShipmentSummary>
              rowKey="Id"
              columns={columns}
              dataSource={track.data.Items}
              pagination={false}
              scroll={{ x: 'max-content' }}
              data-testid="track-table"
            />
          )}
        </Flex>
      )}
    </Flex>
  );
}
