import { Button, Dropdown, type MenuProps, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';

/**
 * A header icon button that opens a menu. Its tooltip names it, and hides while the menu is open,
 * which it would otherwise cover.
 */
export function MenuButton({
  icon,
  label,
  menu,
  id,
  testId,
}: {
  icon: ReactNode;
  label: string;
  menu: MenuProps;
  id?: string;
  testId: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dropdown open={open} onOpenChange={setOpen} trigger={['click']} menu={menu}>
      <Tooltip title={label} open={open ? false : undefined}>
        <Button type="text" id={id} icon={icon} aria-label={label} data-testid={testId} />
      </Tooltip>
    </Dropdown>
  );
}
