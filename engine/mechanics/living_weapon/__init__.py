"""Living weapon (CR 702.92), a keyword ability of Equipment, in one package: its instruction and
its spelling (`model`), the card page's words for the keyword and its instruction (`words`) and
how it is played (`rules`): the triggered ability it stands for, the Germ and the attaching.

"Living weapon" means "When this Equipment enters, create a 0/0 black Phyrexian Germ creature
token, then attach this Equipment to it." (702.92a)
"""
