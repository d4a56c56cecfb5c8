export { TemplatePicker } from './TemplatePicker';
export { TemplateEditor } from './TemplateEditor';
export { InsertMenus } from './InsertMenus';
export { templateIdOf } from './useTemplates';
