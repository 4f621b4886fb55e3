import { theme } from 'antd';
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SIDEBAR_MAX_WIDTH, SIDEBAR_MIN_WIDTH, useAppStore } from '../../stores/app-store';

/** How far an arrow key moves the edge. */
const KEYBOARD_STEP_PX = 10;

/**
 * The sidebar's right edge, dragged to resize it between 210 and 450 px (spec §9; it starts at
 * 176). A focusable separator, so the arrow keys (and Home, End) resize it too.
 */
export function SidebarResizer() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const width = useAppStore((state) => state.sidebarWidth);
  const setWidth = useAppStore((state) => state.setSidebarWidth);
  const drag = useRef<{ startX: number; startWidth: number } | undefined>(undefined);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, startWidth: width };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) setWidth(drag.current.startWidth + event.clientX - drag.current.startX);
  };
  const endDrag = () => {
    drag.current = undefined;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = {
      ArrowLeft: width - KEYBOARD_STEP_PX,
      ArrowRight: width + KEYBOARD_STEP_PX,
      Home: SIDEBAR_MIN_WIDTH,
      End: SIDEBAR_MAX_WIDTH,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setWidth(next);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a window splitter is a focusable separator (WAI-ARIA), which <hr> cannot be.
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={t('layout.resizeSidebar')}
      aria-valuenow={width}
      // The default width (176 px) is below the drag range until the first resize.
      aria-valuemin={Math.min(width, SIDEBAR_MIN_WIDTH)}
      aria-valuemax={SIDEBAR_MAX_WIDTH}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onKeyDown={onKeyDown}
      data-testid="sidebar-resize-handle"
      style={{
        position: 'absolute',
        insetBlock: 0,
        insetInlineEnd: -3,
        width: 6,
        cursor: 'col-resize',
        touchAction: 'none',
        zIndex: 1,
        outlineOffset: -2,
        borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
      }}
    />
  );
}
