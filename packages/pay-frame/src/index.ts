import { startPayFrame } from './start-pay-frame.ts';

void startPayFrame(window);
