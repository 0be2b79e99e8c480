/** 获取验证码: checks the account, asks for the slider, sends the code, then counts down 60 s. */
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { phoneOrEmailRule } from '@hanmo/contract';
import { type ApiClientError, browserApi } from '../../lib/api.ts';
import { messages } from '../../lib/messages.ts';
import { Dialog } from '../dialog.tsx';
import { SliderCaptcha } from './slider-captcha.tsx';

const COUNTDOWN_SECONDS = 60;
const m = messages.account;

export function SendCodeButton({ account, type, onInvalid }: {
  account: string;
  type: 'register' | 'login' | 'reset' | 'bind';
  /** Called with the rule's message when the account is not a phone or e-mail. */
  onInvalid: (message: string) => void;
}) {
  const [left, setLeft] = useState(0);
  const [captchaOpen, setCaptchaOpen] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  function start() {
    const problem = phoneOrEmailRule(account.trim());
    if (problem) return onInvalid(problem);
    setCaptchaOpen(true);
  }

  async function verified(captchaVerification: string) {
    setCaptchaOpen(false);
    try {
      await browserApi().sendCode(account.trim(), type, captchaVerification);
      toast.success(account.includes('@') ? m.codeSentEmail : m.codeSentSms);
      setLeft(COUNTDOWN_SECONDS);
    } catch (error) {
      toast.error((error as ApiClientError).message);
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={start}
        disabled={left > 0}
        data-testid="send-code"
        className="shrink-0 border border-seal px-3 text-sm whitespace-nowrap text-seal disabled:border-wash disabled:text-ink-soft"
      >
        {left > 0 ? m.resendIn(left) : m.sendCode}
      </button>
      <Dialog title={m.captchaTitle} open={captchaOpen} onOpenChange={setCaptchaOpen}>
        {captchaOpen ? <SliderCaptcha onVerified={(cv) => void verified(cv)} /> : null}
      </Dialog>
    </>
  );
}
