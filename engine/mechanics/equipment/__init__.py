"""Equipment (CR 301.5) and equip (702.6a), a keyword ability and the keyword action attach
(701.3) other mechanics use (living weapon), in one package: equip's instruction (`model`), the
reading of "Equip {2}" (`reading`), the card page's words for attaching (`words`) and attaching
an Equipment to a creature (`rules`).
"""
