import { todayInBerlin } from '@kontor/domain/business-calendar';
import { DATEV_CHARTS, type DatevChart } from '@kontor/domain/datev';
import { isErrorCode } from '@kontor/domain/errors';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Col, Flex, Form, type FormInstance, Radio, Row, Spin, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api-client';
import { DateInput, dateInputRule } from '../../ui/date-input';
import { SCROLL_TO_FIRST_ERROR } from '../../ui/focus';
import { saveFile } from '../../ui/save-file';
import { datevApi } from './datev-export.api';

type DownloadForm = { from: Dayjs | null; to: Dayjs | null; chart: DatevChart };

/** The period the page suggests: the last full month. */
function lastMonth(): { from: Dayjs; to: Dayjs } {
  const start = dayjs(todayInBerlin()).startOf('month').subtract(1, 'month');
  return { from: start, to: start.endOf('month') };
}

const iso = (day: Dayjs | null) => (day ? day.format('YYYY-MM-DD') : '');

/** Period and chart, and the download that builds the ZIP on the server while the button shows it working. */
export function DatevDownloadCard({ settingsForm }: { settingsForm: FormInstance }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<DownloadForm>();

  const download = useMutation({
    mutationFn: (values: DownloadForm) => datevApi.download({ from: iso(values.from), to: iso(values.to), chart: values.chart }),
    onSuccess: ({ zip, skipped }, values) => {
      saveFile(zip, `DATEV_${iso(values.from)}_${iso(values.to)}.zip`);
      void message.success(t('datevExport.download.done'));
      // A purchase not booked is named in the ZIP's text file; the dealer is told to look there.
      if (skipped > 0) void message.warning(t('datevExport.download.skipped', { count: skipped }), 10);
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      const fields = Object.entries(error.fields);
      const text = (code: string) => t(`errors.${isErrorCode(code) ? code : '5003'}`);
      const period = fields.filter(([name]) => name === 'from' || name === 'to' || name === 'chart');
      form.setFields(period.map(([name, code]) => ({ name: name as keyof DownloadForm, errors: [text(code)] })));
      // A missing adviser or client number is said at that setting, in the settings card below (the
      // client renamed the answer's field names to camelCase).
      const missing = fields.filter(([name]) => name === 'adviserNumber' || name === 'clientNumber');
      settingsForm.setFields(missing.map(([name, code]) => ({ name, errors: [text(code)] })));
      if (missing.length > 0) void settingsForm.scrollToField(missing[0]![0], { block: 'center', focus: true });
      if (period.length === 0 && missing.length === 0) void message.error(text(error.code));
    },
  });

  const { from, to } = lastMonth();
  return (
    <Card title={t('datevExport.download.title')}>
      <Form<DownloadForm>
        form={form}
        name="datev-download"
        layout="vertical"
        initialValues={{ from, to, chart: 'SKR03' }}
        scrollToFirstError={SCROLL_TO_FIRST_ERROR}
        onFinish={(values) => download.mutate(values)}
        onValuesChange={() =>
          form.setFields([
            { name: 'from', errors: [] },
            { name: 'to', errors: [] },
          ])
        }
      >
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item
              name="from"
              label={t('datevExport.download.from')}
              rules={[{ required: true, message: t('errors.0001') }, dateInputRule]}
            >
              <DateInput />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item
              name="to"
              label={t('datevExport.download.to')}
              rules={[{ required: true, message: t('errors.0001') }, dateInputRule]}
            >
              <DateInput />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="chart" label={t('datevExport.download.chart')}>
              <Radio.Group optionType="button" options={DATEV_CHARTS.map((chart) => ({ value: chart, label: chart }))} />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Paragraph type="secondary">{t('datevExport.download.hint')}</Typography.Paragraph>
        <Flex gap={12} align="center" wrap>
          <Button type="primary" htmlType="submit" loading={download.isPending}>
            {t('datevExport.download.button')}
          </Button>
          <span role="status" aria-live="polite">
            {download.isPending ? (
              <Flex gap={8} align="center">
                <Spin size="small" />
                {t('datevExport.download.building')}
              </Flex>
            ) : null}
          </span>
        </Flex>
      </Form>
    </Card>
  );
}
