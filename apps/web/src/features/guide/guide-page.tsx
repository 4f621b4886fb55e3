import { Button, Flex, Tour, type TourProps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';

/** What the tour shows, in order: the header's tools, the tabs and the menu (ui-anchors: the template's guide). */
const STEPS = [
  { key: 'search', target: 'header-search', placement: 'bottom' },
  { key: 'fullscreen', target: 'screenfull', placement: 'bottom' },
  { key: 'size', target: 'size-select', placement: 'bottom' },
  { key: 'language', target: 'language-select', placement: 'bottom' },
  { key: 'tagsView', target: 'tags-view-container', placement: 'bottom' },
  { key: 'sideMenu', target: 'sidebar', placement: 'right' },
] as const;

/**
 * /systemConfig/guide: a guided tour of the frame (spec §2) with the buttons done, close, next
 * step and previous step. A tool the current screen hides (on a phone) is described in the middle.
 */
export function GuidePage() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState(0);

  const steps: TourProps['steps'] = STEPS.map(({ key, target, placement }, index) => ({
    title: t(`guide.steps.${key}.title`),
    description: t(`guide.steps.${key}.description`),
    // A function: the element is looked up when the step shows (antd's Tour takes no selector).
    target: () => document.getElementById(target) ?? document.body,
    placement,
    nextButtonProps: { children: t(index === STEPS.length - 1 ? 'guide.done' : 'guide.next') },
    prevButtonProps: { children: t('guide.previous') },
  }));

  const start = () => {
    setCurrent(0);
    setOpen(true);
  };

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 720 }}>
      <PageTitle>{t('guide.title')}</PageTitle>
      <Typography.Paragraph style={{ margin: 0 }}>{t('guide.description')}</Typography.Paragraph>
      <div>
        <Button type="primary" onClick={start} data-testid="guide-start">
          {t('guide.start')}
        </Button>
      </div>
      <Tour
        open={open}
        current={current}
        onChange={setCurrent}
        onClose={() => setOpen(false)}
        onFinish={() => setOpen(false)}
        steps={steps}
        actionsRender={(actions) => (
          <>
            <Button size="small" onClick={() => setOpen(false)} data-testid="guide-close">
              {t('guide.close')}
            </Button>
            {actions}
          </>
        )}
      />
    </Flex>
  );
}
