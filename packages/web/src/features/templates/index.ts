export { TemplatePicker } from './TemplatePicker';
export { TemplateEditor } from './TemplateEditor';
