// Every icon of @ant-design/icons is a <span role="img" aria-label="loading">, named by the icon in
// English whatever the UI language. antd draws many of its own without a word from us (the spinner
// of a loading Button, a Select's arrow and search glass, an Alert's, a message's and a
// notification's sign, a finished step's tick, a Result's, a dialog's ×), and a screen reader reads
// them as part of the German page: "loading Speichern", "check Käufer", "check-circle Gespeichert".
// ConfigProvider can swap only some of them. So the web build resolves the icon component itself to
// this one (vite.config.ts): an icon is hidden from assistive technology unless its caller names it
// (a translated aria-label, for the few controls that are only an icon) or says otherwise.
import AntdIconLight from '@ant-design/icons/es/components/AntdIconLight';
import { type ComponentProps, forwardRef } from 'react';

type IconProps = ComponentProps<typeof AntdIconLight>;

/** Whether the caller said how assistive technology treats the icon: named it, or hid or showed it. */
function decided(props: IconProps): boolean {
  return props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined || props['aria-hidden'] !== undefined;
}

const QuietAntdIcon = forwardRef<HTMLSpanElement, IconProps>(function QuietAntdIcon(props, ref) {
  const quiet = decided(props) ? props : { ...props, 'aria-hidden': true };
  // icon-keeps-name: not an icon but the component that draws them; `quiet` hides every unnamed one.
  return <AntdIconLight ref={ref} {...quiet} />;
});

export default QuietAntdIcon;
