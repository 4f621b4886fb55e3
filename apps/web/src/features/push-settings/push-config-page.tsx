import type { PushConfig, PushTypeSetting } from '@portside/contracts';
import { App, Button, Flex, Form, Input, Result, Spin, Switch, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { translated } from '../../i18n/translated';
import { type DictOption, useDictOptions } from '../../shared/dictionary/dictionary';
import { usePushConfig, useSavePushConfig } from './push-config-api';

/** The form holds the two switches of each row; a row's message type is its place in the list. */
interface PushConfigForm {
  Email?: string;
  Types: Pick<PushTypeSetting, 'InPortal' | 'Email'>[];
}

/**
 * Every message type of the dictionary in its order, with the user's choice where there is one.
 * A type not chosen yet shows in the portal and is not e-mailed.
 */
function toRows(config: PushConfig, messageTypes: readonly DictOption[]): PushTypeSetting[] {
  const chosen = new Map(config.Types.map((setting) => [setting.MessageType, setting]));
  return messageTypes.map(({ value }) => chosen.get(value) ?? { MessageType: value, InPortal: true, Email: false });
}

/** /systemConfig/pushConfig: where messages of each type reach the user, in the portal and by e-mail. */
export function PushConfigPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const messageTypes = useDictOptions('MessageTypeEnum');
  const config = usePushConfig();
  const save = useSavePushConfig();
  const rows = useMemo(
    () => (config.data ? toRows(config.data, messageTypes) : undefined),
    [config.data, messageTypes],
  );
  const typeLabel = new Map(messageTypes.map(({ value, label }) => [value, label]));

  if (config.isError) {
    return (
      <Result
        status="error"
        title={t('pushConfig.loadFailed')}
        extra={
          <Button type="primary" onClick={() => config.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (!config.data || !rows) return <Spin />;
  const typeOfRow = (index: number) => rows[index]?.MessageType ?? '';

  const submit = ({ Email, Types }: PushConfigForm) =>
    save.mutate(
      {
        Email: Email?.trim() || null,
        Types: rows.map(({ MessageType }, index) => ({
          MessageType,
          InPortal: Types[index]?.InPortal ?? true,
          Email: Types[index]?.Email ?? false,
        })),
      },
      { onSuccess: () => message.success(t('pushConfig.saved')) },
    );

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 720 }}>
      <PageTitle>{t('pushConfig.title')}</PageTitle>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('pushConfig.description')}
      </Typography.Paragraph>
      <Form<PushConfigForm>
        name="pushConfig"
        layout="vertical"
        initialValues={{ Email: config.data.Email ?? undefined, Types: rows }}
        onFinish={submit}
      >
        <Form.Item
          name="Email"
          label={t('pushConfig.email')}
          extra={t('pushConfig.emailHint')}
          dependencies={[['Types']]}
          rules={[
            { type: 'email', message: translated('common.emailFormat') },
            ({ getFieldValue }) => ({
              validator: (_, value: unknown) => {
                const types: PushConfigForm['Types'] = getFieldValue('Types') ?? [];
                return value || !types.some((setting) => setting.Email)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('pushConfig.emailRequired')));
              },
            }),
          ]}
        >
          <Input type="email" autoComplete="email" style={{ maxWidth: 360 }} data-testid="push-config-email" />
        </Form.Item>
        <Form.List name="Types">
          {(fields) => (
            <Table
              rowKey="key"
              size="small"
              pagination={false}
              dataSource={fields}
              scroll={{ x: 'max-content' }}
              columns={[
                {
                  key: 'type',
                  title: t('messages.type'),
                  render: (_, field) => typeLabel.get(typeOfRow(field.name)) ?? typeOfRow(field.name),
                },
                ...(['InPortal', 'Email'] as const).map((channel) => ({
                  key: channel,
                  title: t(`pushConfig.${channel}`),
                  render: (_: unknown, field: { name: number }) => (
                    <Form.Item name={[field.name, channel]} valuePropName="checked" noStyle>
                      <Switch
                        size="small"
                        aria-label={t(`pushConfig.${channel}For`, {
                          type: typeLabel.get(typeOfRow(field.name)) ?? typeOfRow(field.name),
                        })}
                      />
                    </Form.Item>
                  ),
                })),
              ]}
              data-testid="push-config-types"
            />
          )}
        </Form.List>
        <Button
          type="primary"
          htmlType="submit"
          loading={save.isPending}
          style={{ marginTop: 16 }}
          data-testid="push-config-save"
        >
          {t('common.save')}
        </Button>
      </Form>
    </Flex>
  );
}
