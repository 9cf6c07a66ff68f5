"""Fabricate (CR 702.123), a keyword ability of permanents, in one package: its spelling, which
carries a number ("Fabricate 2"), and its instruction (`model`), the card page's words for the
keyword and its instruction (`words`) and how it is played (`rules`): the triggered ability it
stands for, the counters or the Servos.

"Fabricate N" means "When this permanent enters, you may put N +1/+1 counters on it. If you
don't, create N 1/1 colorless Servo artifact creature tokens." (702.123a)
"""
