import { useRef } from 'react';
import { Button, Dropdown, type MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/**
 * A row's "More" button and the menu it opens. Opened, the menu takes the focus on its first entry (arrows
 * move, Enter chooses, Escape closes back to the button). A chosen entry gives the focus back to the button
 * before it runs, so that the confirmation it opens returns there when it closes.
 */
export function MoreMenu({ items, onChoose }: { items: NonNullable<MenuProps['items']>; onChoose: (key: string) => void }) {
  const { t } = useTranslation();
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <Dropdown
      trigger={['click']}
      autoFocus
      menu={{
        items,
        onClick: ({ key }) => {
          trigger.current?.focus();
          onChoose(key);
        },
      }}
    >
      <Button ref={trigger} size="small" aria-haspopup="menu">
        {t('admin.action.more')} <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
