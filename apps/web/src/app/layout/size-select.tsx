import { FontSizeOutlined } from '@ant-design/icons';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { MenuButton } from '../../components/menu-button';
import { paths } from '../../config/paths';
import { isSize, SIZES, useAppStore } from '../../stores/app-store';
import { useTagsViewStore } from '../../stores/tags-view-store';

/**
 * Spec §2: the element size, Default, Medium, Small or Mini, the current one disabled. A change
 * renders every page afresh in the new size (kept pages are dropped, the page on screen reloads
 * through /redirect), then confirms with 'Switch Size Success'.
 */
export function SizeSelect() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const size = useAppStore((state) => state.size);
  const setSize = useAppStore((state) => state.setSize);

  return (
    <MenuButton
      id="size-select"
      icon={<FontSizeOutlined />}
      label={t('size.label')}
      testId="size-select"
      menu={{
        selectedKeys: [size],
        items: SIZES.map((option) => ({
          key: option,
          disabled: option === size,
          label: <span data-testid={`size-option-${option}`}>{t(`size.${option}`)}</span>,
        })),
        onClick: ({ key }) => {
          if (!isSize(key)) return;
          setSize(key);
          useTagsViewStore.getState().delAllCachedViews();
          navigate(`${paths.redirect}${pathname}${search}${hash}`, { replace: true });
          message.success(t('size.switchSuccess'));
        },
      }}
    />
  );
}
