import type { GuideColumnNode } from '@portside/contracts';
import { Button, Card, Empty, Flex, Tour, type TourProps, Tree, type TreeDataNode, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentSkeleton } from '../../components/content-skeleton';
import { PageTitle } from '../../components/page-title';
import { SanitizedHtml } from '../../components/sanitized-html';
import { useLanguageStore } from '../../stores/language-store';
import { useGuideArticle, useGuideTree } from './guide-api';

/** What the tour shows, in order: the header's tools, the tabs and the menu (ui-anchors: the template's guide). */
const STEPS = [
  { key: 'search', target: 'header-search', placement: 'bottom' },
  { key: 'fullscreen', target: 'screenfull', placement: 'bottom' },
  { key: 'size', target: 'size-select', placement: 'bottom' },
  { key: 'language', target: 'language-select', placement: 'bottom' },
  { key: 'tagsView', target: 'tags-view-container', placement: 'bottom' },
  { key: 'sideMenu', target: 'sidebar', placement: 'right' },
] as const;

/** The first article of the tree, shown before the user picks one. */
function firstArticle(nodes: GuideColumnNode[]): GuideColumnNode | null {
  for (const node of nodes) {
    if (node.HasContent) return node;
    const child = firstArticle(node.Children);
    if (child) return child;
  }
  return null;
}

/**
 * /systemConfig/guide: a guided tour of the frame (spec §2) with the buttons done, close, next
 * step and previous step, and the guide's articles (spec §7 Column/GetTreeList) in the UI
 * language. A tool the current screen hides (on a phone) is described in the middle.
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

  const language = useLanguageStore((state) => state.language);
  const tree = useGuideTree();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const articleId = chosenId ?? firstArticle(tree.data ?? [])?.Id ?? null;
  const article = useGuideArticle(articleId);
  const toTreeData = (nodes: GuideColumnNode[]): TreeDataNode[] =>
    nodes.map((node) => ({
      key: node.Id,
      title: node.Titles[language],
      selectable: node.HasContent,
      children: toTreeData(node.Children),
    }));

  const start = () => {
    setCurrent(0);
    setOpen(true);
  };

  return (
    <Flex vertical gap="middle">
      <PageTitle>{t('guide.title')}</PageTitle>
      <Typography.Paragraph style={{ margin: 0, maxWidth: 720 }}>{t('guide.description')}</Typography.Paragraph>
      <div>
        <Button type="primary" onClick={start} data-testid="guide-start">
          {t('guide.start')}
        </Button>
      </div>
      {tree.isError ? (
        <Empty description={t('guide.loadFailed')} />
      ) : tree.isPending ? (
        <ContentSkeleton />
      ) : tree.data.length === 0 ? (
        <Empty description={t('guide.noArticles')} />
      ) : (
        <Flex gap="middle" wrap align="flex-start">
          <Card size="small" title={t('guide.articles')} style={{ width: 280 }}>
            <Tree
              blockNode
              defaultExpandAll
              treeData={toTreeData(tree.data)}
              selectedKeys={articleId ? [articleId] : []}
              onSelect={(keys) => {
                const [key] = keys;
                if (typeof key === 'string') setChosenId(key);
              }}
              data-testid="guide-tree"
            />
          </Card>
          <Card style={{ flex: '1 1 420px', maxWidth: 860 }} data-testid="guide-article">
            {article.isError ? (
              <Empty description={t('guide.loadFailed')} />
            ) : articleId === null ? (
              <Empty description={t('guide.noArticles')} />
            ) : article.data ? (
              <>
                <Typography.Title level={4} style={{ marginTop: 0 }}>
                  {article.data.Titles[language]}
                </Typography.Title>
                <SanitizedHtml html={article.data.Contents[language]} block />
              </>
            ) : (
              <ContentSkeleton />
            )}
          </Card>
        </Flex>
      )}
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
