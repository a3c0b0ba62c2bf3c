import type { ModalFuncProps } from 'antd';

/**
 * The options of a `modal.confirm` whose OK destroys or throws away something (a customer erased
 * for good, a vehicle, a document, unsaved changes): its OK is red, and focus starts on Cancel.
 * antd focuses OK by default, so the Enter that opened the dialog, pressed once more (or held),
 * would do it without a look at the question.
 */
export const destructiveConfirm = {
  okButtonProps: { danger: true },
  focusable: { autoFocusButton: 'cancel' },
} as const satisfies ModalFuncProps;
