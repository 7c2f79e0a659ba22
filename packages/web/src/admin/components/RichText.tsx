import { useEffect } from 'react';
import { Button, Tooltip } from 'antd';
import {
  BoldOutlined,
  DeleteColumnOutlined,
  DeleteOutlined,
  DeleteRowOutlined,
  InsertRowBelowOutlined,
  InsertRowRightOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  RedoOutlined,
  TableOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { useTranslation } from 'react-i18next';
import { ProjectNotes } from '../../components/announcement/ProjectNotes';
import styles from '../admin.module.css';

/** Tiptap keeps `<p></p>` for an empty document; the form stores an empty string then. */
const EMPTY = '<p></p>';

/**
 * Tables whose Tab moves from cell to cell and, from the last cell, on out of the editor: Tiptap's own adds a
 * row there instead, so the keyboard could never Tab past a table (the toolbar adds rows).
 */
const NotesTable = Table.extend({
  addKeyboardShortcuts() {
    return { ...this.parent?.(), Tab: () => this.editor.commands.goToNextCell() };
  },
});

/**
 * What the notes editor understands: the starter kit and tables (the seeded notes hold a table of the items;
 * without these nodes Tiptap would flatten it into paragraphs and save it so).
 */
export const NOTES_EXTENSIONS = [StarterKit.configure({ link: false, underline: false }), NotesTable, TableRow, TableHeader, TableCell];

/**
 * The project-notes editor (Tiptap, starter kit and tables): bold, italic, headings, lists, tables, undo. The HTML it gives is
 * sanitized by the server when stored and again when shown (the preview below uses the announcement's view).
 */
export function RichText({ value, onChange, id, label }: { value?: string; onChange?: (html: string) => void; id?: string; label?: string }) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: NOTES_EXTENSIONS,
    content: value || '',
    immediatelyRender: true,
    editorProps: { attributes: { 'aria-label': label ?? '', role: 'textbox', 'aria-multiline': 'true', ...(id ? { id } : {}) } },
    onUpdate: ({ editor }) => {
      const html = editor.getHTML();
      onChange?.(html === EMPTY ? '' : html);
    },
  });
  const state = useEditorState({
    editor,
    selector: ({ editor }) => ({
      bold: editor?.isActive('bold') ?? false,
      italic: editor?.isActive('italic') ?? false,
      heading: editor?.isActive('heading', { level: 3 }) ?? false,
      bullet: editor?.isActive('bulletList') ?? false,
      ordered: editor?.isActive('orderedList') ?? false,
      table: editor?.isActive('table') ?? false,
    }),
  });

  // A value set from outside (the section loaded) replaces the content.
  useEffect(() => {
    if (!editor) return;
    const current = editor.getHTML();
    if ((value || '') !== (current === EMPTY ? '' : current)) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  const tool = (key: string, icon: React.ReactNode, active: boolean, run: () => void) => (
    <Tooltip title={t(`admin.editor.toolbar.${key}`)} key={key}>
      <Button size="small" type={active ? 'primary' : 'text'} icon={icon} aria-label={t(`admin.editor.toolbar.${key}`)} onMouseDown={(e) => e.preventDefault()} onClick={run} />
    </Tooltip>
  );

  return (
    <div>
      <div className={styles.editor}>
        <div className={styles.editorToolbar}>
          {tool('bold', <BoldOutlined />, state?.bold ?? false, () => editor?.chain().focus().toggleBold().run())}
          {tool('italic', <ItalicOutlined />, state?.italic ?? false, () => editor?.chain().focus().toggleItalic().run())}
          {tool('heading', <strong>H</strong>, state?.heading ?? false, () => editor?.chain().focus().toggleHeading({ level: 3 }).run())}
          {tool('bullet', <UnorderedListOutlined />, state?.bullet ?? false, () => editor?.chain().focus().toggleBulletList().run())}
          {tool('ordered', <OrderedListOutlined />, state?.ordered ?? false, () => editor?.chain().focus().toggleOrderedList().run())}
          {/* In a table its row and column actions take the place of "insert table" (no table in a cell). */}
          {state?.table ? (
            <>
              {tool('addRow', <InsertRowBelowOutlined />, false, () => editor?.chain().focus().addRowAfter().run())}
              {tool('deleteRow', <DeleteRowOutlined />, false, () => editor?.chain().focus().deleteRow().run())}
              {tool('addColumn', <InsertRowRightOutlined />, false, () => editor?.chain().focus().addColumnAfter().run())}
              {tool('deleteColumn', <DeleteColumnOutlined />, false, () => editor?.chain().focus().deleteColumn().run())}
              {tool('deleteTable', <DeleteOutlined />, false, () => editor?.chain().focus().deleteTable().run())}
            </>
          ) : (
            tool('table', <TableOutlined />, false, () => editor?.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run())
          )}
          {tool('undo', <UndoOutlined />, false, () => editor?.chain().focus().undo().run())}
          {tool('redo', <RedoOutlined />, false, () => editor?.chain().focus().redo().run())}
        </div>
        <div className={styles.editorArea}>
          <EditorContent editor={editor} />
        </div>
      </div>
      {value ? (
        <div className={styles.preview}>
          <div style={{ color: '#5f6b7a', marginBottom: 6 }}>{t('admin.editor.notes.preview')}</div>
          <ProjectNotes html={value} />
        </div>
      ) : null}
    </div>
  );
}
