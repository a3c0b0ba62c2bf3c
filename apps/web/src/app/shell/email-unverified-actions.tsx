import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { ResendVerificationLink } from './resend-verification-link';
import { VerificationCodeBox } from './verification-code-box';

/** The unverified-e-mail banner's actions: resend, the code box, contact support (lazy: it brings the code form). */
export default function EmailUnverifiedActions({ email, contact }: { email: string; contact: ReactNode }) {
  return (
    <Flex wrap gap={12} align="center">
      <ResendVerificationLink email={email} />
      <VerificationCodeBox compact />
      {contact}
    </Flex>
  );
}
