"""For Mirrodin! (CR 702.163), a keyword ability of Equipment, in one package: its instruction and
its spelling (`model`), the card page's words (`words`) and how it is played (`rules`): the
triggered ability it stands for, the Rebel and the attaching — living weapon's way of arming a
new token (`engine.mechanics.equipment.rules.armed`), with a 2/2 red Rebel.

"For Mirrodin!" means "When this Equipment enters, create a 2/2 red Rebel creature token, then
attach this Equipment to it." (702.163a)
"""
